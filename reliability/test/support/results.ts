import { recordFigures, type FigureRow } from '@marquee/config/testFigures';

export type ReliabilityRow = FigureRow;

/** Records one fault or load test's figures for `npm run bench` (nothing is written by a plain test run). */
export function recordReliability(section: string, figures: unknown, rows: ReliabilityRow[]): void {
  recordFigures(`reliability-${section}`, { rows, figures });
}
