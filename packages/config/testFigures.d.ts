/** One line of a test's findings: what was checked and how it went. */
export interface FigureRow {
  check: string;
  outcome: string;
}

export declare function recordFigures(name: string, record: { rows: FigureRow[]; figures: unknown }): void;
