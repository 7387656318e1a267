import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withScratchDatabase } from '../lib/postgres.mjs';

export const name = 'ai-eval';
export const title =
  'AI evaluation: the offline engine, the OpenAI-compatible path (local peer, and live with a key)';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The data a newcomer imports (README); ../shared beside the repository, as tests read it. */
const CSV = path.resolve(here, '..', '..', '..', 'shared', 'data', 'tmdb5000', 'tmdb_5000_movies.csv');

/** The offline engine's goals (packages/ai/eval/README.md), measured on the held-out half. */
const GOALS = [
  ['search precision@10 ≥ 0.8 (held out)', (r) => r.heldOut.search.precisionAt10, (v) => v >= 0.8],
  ['parsed constraints satisfied by every result: 100%', (r) => r.constraintsSatisfied, (v) => v === 1],
  ['sentiment macro-F1 ≥ 0.85 (held out)', (r) => r.heldOut.sentiment.macroF1, (v) => v >= 0.85],
  [
    'no pro or con contradicting its review (both halves)',
    (r) => r.tuning.sentiment.contradictingPoints + r.heldOut.sentiment.contradictingPoints,
    (v) => v === 0,
  ],
  [
    'chat intents answered rather than the fallback ≥ 90% (held out)',
    (r) => r.heldOut.chat.answered,
    (v) => v >= 0.9,
  ],
  [
    'films named in answers that are in the catalog and linked: 100%',
    (r) => r.namedFilmsLinked,
    (v) => v === 1,
  ],
];

const fixed = (value) => (value === null ? 'n/a' : Number(value).toFixed(3));

function rowsOf(report) {
  return ['tuning', 'heldOut'].map((half) => {
    const figures = report[half];
    return {
      engine: report.name,
      half: half === 'heldOut' ? 'held out' : 'tuning',
      'search P@10': fixed(figures.search.precisionAt10),
      'search nDCG@10': fixed(figures.search.ndcgAt10),
      'must films in top 10': fixed(figures.search.mustFound),
      'like-X P@10': fixed(figures.similar.precisionAt10),
      'like-X nDCG@10': fixed(figures.similar.ndcgAt10),
      'expected neighbours in top 10': fixed(figures.similar.expectedFound),
      'sentiment accuracy': fixed(figures.sentiment.accuracy),
      'sentiment macro-F1': fixed(figures.sentiment.macroF1),
      'contradicting pros/cons': figures.sentiment.contradictingPoints,
      'chat intent accuracy': fixed(figures.chat.intentAccuracy),
      'chat answered': fixed(figures.chat.answered),
      'chat correct': fixed(figures.chat.correct),
      'constraints met': fixed(report.constraintsSatisfied),
      'named films linked': fixed(report.namedFilmsLinked),
    };
  });
}

export async function run({ log }) {
  const reports = await withScratchDatabase('marquee_bench_ai', async (databaseUrl) => {
    log(`evaluating over vega-datasets plus ${path.basename(CSV)}`);
    const output = execFileSync(
      'npx',
      ['tsx', path.join(here, '..', 'lib', 'aiEval.mts'), JSON.stringify({ databaseUrl, csv: CSV })],
      { cwd: path.join(here, '..'), stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 64 * 1024 * 1024 },
    );
    return JSON.parse(output.toString());
  });
  const offline = reports[0];
  return {
    rows: reports.flatMap(rowsOf),
    goals: GOALS.map(([goal, measure, met]) => ({
      goal: `offline engine: ${goal}`,
      measured: fixed(measure(offline)),
      met: met(measure(offline)),
    })),
    notes:
      'Cases in packages/ai/eval (51 searches, 35 "more like X", 64 chat questions, 303 labelled reviews), split by the ' +
      'first byte of the SHA-256 of each case id (even: tuning, odd: held out). The local peer answers every request ' +
      'with a fixed valid answer and no model, so its row shows the provider path works, not model quality; a live ' +
      `row appears when OPENAI_API_KEY is set${reports.some((r) => r.name === 'live provider') ? '' : ' (it was not)'}.`,
    reports: reports.map(({ misses, ...report }) => ({ ...report, misses: misses.slice(0, 200) })),
  };
}
