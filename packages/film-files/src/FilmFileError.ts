/**
 * A file that cannot be imported, with a message meant for the person who uploaded it: it names the file
 * and, when there is one, the line ("diary.csv line 12: the Watched Date "2021-13-01" is not a date").
 */
export class FilmFileError extends Error {
  override readonly name = 'FilmFileError';
  readonly file: string | undefined;
  readonly line: number | undefined;

  constructor(problem: string, where: ErrorPlace = {}) {
    super(placeMessage(problem, where));
    this.file = where.file;
    this.line = where.line;
  }
}

/** Where the problem is: a file, and a line of it (or an entry of a JSON array, counted from 1). */
export interface ErrorPlace {
  file?: string;
  line?: number;
  unit?: 'line' | 'entry';
}

function placeMessage(problem: string, { file, line, unit = 'line' }: ErrorPlace): string {
  if (file === undefined) return problem;
  return line === undefined ? `${file}: ${problem}` : `${file} ${unit} ${line}: ${problem}`;
}
