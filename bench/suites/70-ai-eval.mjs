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

/** What changed last, and the figures it was measured against (a dated record, kept with the suite). */
const LAST_CHANGE =
  'Last changes: on 2026-11-24 a naive Bayes review classifier (packages/ai/src/local/reviewClassifier.ts), trained ' +
  'from the tuning half and the development reviews, never the held-out half, vetoes the pros of a review it is 80% ' +
  "sure is negative and the cons of one it is 80% sure is positive; labels stay the rules'. The threshold was chosen " +
  'without the held-out half (5-fold cross-validation over tuning and development). Held-out half before → after: ' +
  'contradicting pros/cons 6 → 3 (all in the 82 unread reviews), mixed reviews quoting a pro and a con 0.478 → 0.464, ' +
  'one-sided reviews quoting their side 0.885 → 0.788 (what the caution costs), accuracy and macro-F1 unchanged. On ' +
  '2026-11-25 it was retrained with 80 more development reviews: held-out contradictions 3 → 3, one-sided reviews ' +
  'quoting their side 0.788 → 0.794. Rules tried and dropped because the held-out half did not improve: a verdict on ' +
  'the whole film outweighing a praised part, as a label (2026-11-24: the development set 7 → 1 contradictions, the ' +
  'held-out half 6 → 6 and its older accuracy 0.941 → 0.921) and as a veto on quoting the part (2026-11-25: 5-fold ' +
  'cross-validation 10 → 7, the held-out half 3 → 3, mixed reviews quoting both sides lower).';

const reviewsOf = (report) =>
  report.tuning.sentiment.reviews + report.heldOut.sentiment.reviews + report.development.reviews;

/** The held-out reviews nobody read while tuning (packages/ai/eval/README.md, "What has been read"). */
const unreadNote = (figures) =>
  `Of the held-out reviews, the ${figures.reviews} added on 2026-11-24 were never read while tuning: on them the offline ` +
  `engine reads accuracy ${fixed(figures.accuracy)}, macro-F1 ${fixed(figures.macroF1)}, with ${figures.contradictingPoints} ` +
  'contradicting pros/cons; the older held-out reviews had been read (see the README).';

/** The development reviews: for tuning, measured apart from both halves (packages/ai/eval/README.md). */
const developmentNote = (figures) =>
  `The ${figures.reviews} development reviews (review-dev-…, in neither half) read accuracy ${fixed(figures.accuracy)}, ` +
  `macro-F1 ${fixed(figures.macroF1)} and ${figures.contradictingPoints} contradicting pros/cons, in-sample since the review ` +
  'classifier is trained on them; before it read each batch, the first 72 had 7 contradicting pros/cons and the 80 ' +
  'written on 2026-11-25 had 6 (accuracy 0.61 on those 80): unread by the rules, like the unread held-out reviews, ' +
  'they show the rules generalise less well than the tuning half (1.000) suggests.';

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
      'mixed reviews quoting a pro and a con': fixed(figures.sentiment.mixedBothSides),
      'one-sided reviews quoting their side': fixed(figures.sentiment.ownSideQuoted),
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
      `Cases in packages/ai/eval (51 searches, 35 "more like X", 64 chat questions, ${reviewsOf(offline)} labelled reviews), split by the ` +
      'first byte of the SHA-256 of each case id (even: tuning, odd: held out). ' +
      unreadNote(offline.unreadSentiment) +
      ` ${developmentNote(offline.development)} ${LAST_CHANGE} The local peer answers every request ` +
      'with a fixed valid answer and no model, so its row shows the provider path works, not model quality; a live ' +
      `row appears when OPENAI_API_KEY is set${reports.some((r) => r.name === 'live provider') ? '' : ' (it was not)'}.`,
    reports: reports.map(({ misses, ...report }) => ({ ...report, misses: misses.slice(0, 200) })),
  };
}
