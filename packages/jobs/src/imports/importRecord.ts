import { type FilmFileFormat } from '@marquee/film-files';

export type ImportStatus =
  'queued' | 'reading' | 'matching' | 'applying' | 'needs_review' | 'done' | 'failed';

/** An imports row as the import job reads it. */
export interface ImportRecord {
  id: string;
  user_id: string;
  file_name: string;
  format: FilmFileFormat | null;
  status: ImportStatus;
  file: Buffer | null;
}

/** The statuses of an import a job still has work in: a restart picks these up again. */
export const UNFINISHED_STATUSES: readonly ImportStatus[] = ['queued', 'reading', 'matching', 'applying'];

/** The job id of an import's job: one job per import at a time. */
export const importJobId = (importId: string) => `import-${importId}`;
