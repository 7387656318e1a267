import type { ImportSummary } from '@marquee/contracts';
import { countOf, formatNumber } from '@marquee/ui';

/** Where an import stands, in words and as a share of its current step (null: not measurable yet). */
export interface ImportPhase {
  /** The step's sentence, announced when it changes (so it holds no count that moves every second). */
  status: string;
  /** 0..100 of the current step, or null while the file is still being read (its length is unknown). */
  percent: number | null;
  /** The bar's value in words for screen readers. */
  valueText: string;
}

const share = (part: number, whole: number) =>
  whole > 0 ? Math.min(100, Math.round((part / whole) * 100)) : 0;

/**
 * The three steps the worker takes (read the file, match each row to a film, add the matches to the
 * account) and what is left once it stops: done, rows to review, or a failure that changed nothing.
 */
export function importPhase(summary: ImportSummary): ImportPhase {
  const { status, rowsRead, matched, needsReview, skipped, applied } = summary;
  switch (status) {
    case 'queued':
      return { status: 'Waiting to start…', percent: 0, valueText: 'Waiting to start' };
    case 'reading':
      return { status: 'Step 1 of 3: reading your file…', percent: null, valueText: 'Reading your file' };
    case 'matching': {
      const percent = share(matched + needsReview + skipped, rowsRead);
      return { status: 'Step 2 of 3: matching films…', percent, valueText: `Matching films, ${percent}%` };
    }
    case 'applying': {
      const percent = share(applied, matched);
      return {
        status: 'Step 3 of 3: adding films to your account…',
        percent,
        valueText: `Adding films, ${percent}%`,
      };
    }
    case 'needs_review':
      return {
        status: `${countOf(needsReview, 'row needs', 'rows need')} your review: pick the film each one meant, or skip it.`,
        percent: share(rowsRead - needsReview, rowsRead),
        valueText: `${formatNumber(needsReview)} left to review`,
      };
    case 'done':
      return {
        status: `Done: ${countOf(applied, 'row')} imported, ${formatNumber(skipped)} skipped.`,
        percent: 100,
        valueText: 'Done',
      };
    case 'failed':
      return { status: 'The import failed.', percent: 0, valueText: 'Failed' };
  }
}
