import { type DiaryTranslate } from '../../messages/diary';

/** The kinds of file the import takes: what the services' exports come as. */
export const ACCEPTED_EXTENSIONS = ['.zip', '.csv', '.json'] as const;

/**
 * The largest file the API takes (IMPORT_MAX_BYTES of @marquee/contracts, whose values front ends do not
 * import: they would bring its schemas into the bundle), checked here too so a big file is not sent for nothing.
 */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;

/** Why this file cannot be imported, or null when it can be sent. */
export function fileProblem(file: File, t: DiaryTranslate): string | null {
  const { name } = file;
  if (!ACCEPTED_EXTENSIONS.some((extension) => name.toLowerCase().endsWith(extension))) {
    return t('upload.notAccepted', { name });
  }
  if (file.size > MAX_IMPORT_BYTES) return t('upload.tooLarge', { name });
  if (file.size === 0) return t('upload.empty', { name });
  return null;
}
