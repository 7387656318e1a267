import { MERGE_RULES } from './seedMerge';
import { type ImportSummary } from './tmdb5000Import';
import { repairedVegaTitles } from './vegaMovies';

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** What `npm run catalog:import` prints: what the import did, then the data-quality report. */
export function importReport(file: string, summary: ImportSummary, elapsedMs: number): string {
  const { films, merged, updated, added, skipped } = summary;
  const mergedNow = MERGE_RULES.reduce((sum, rule) => sum + merged[rule], 0);
  const did = [
    mergedNow > 0 && `${mergedNow} merged into seeded films`,
    added > 0 && `${added} added`,
    updated > 0 && `${updated} already imported and updated`,
  ].filter(Boolean);
  const repairs = repairedVegaTitles();
  const lines = [
    `Imported ${plural(films, 'film')} from ${file} in ${elapsedMs} ms${did.length ? `: ${did.join(', ')}` : ''}.`,
    '',
    'Data quality:',
    `- duplicates merged: ${plural(mergedNow, 'seeded film')} (${MERGE_RULES.map(
      (rule) => `${merged[rule]} by ${rule}`,
    ).join(', ')})` +
      (merged.renumbered > 0 ? `; ${plural(merged.renumbered, 'earlier merge')} moved to the TMDB id` : ''),
    `- titles repaired at seed time: ${repairs.length}${
      repairs.length ? ` (${repairs.map(({ from, to }) => `"${from}" → "${to}"`).join(', ')})` : ''
    }`,
    `- rows skipped: ${skipped.length}`,
    ...skipped.map(({ row, reason }) => `  - row ${row}: ${reason}`),
  ];
  return `${lines.join('\n')}\n`;
}
