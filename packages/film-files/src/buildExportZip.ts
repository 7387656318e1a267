import { zipSync, strToU8 } from 'fflate';
import { isUnsafeEntryName } from './readZip';

export interface ExportFile {
  name: string;
  data: string | Uint8Array;
}

/**
 * A ZIP of the files (text as UTF-8), deflated; names must be relative paths without '..'. Entries are
 * dated `modifiedAt` (now by default; a fixed date gives the same bytes for the same files).
 */
export function buildExportZip(files: readonly ExportFile[], modifiedAt: Date = new Date()): Buffer {
  const entries: Record<string, Uint8Array> = {};
  for (const file of files) {
    if (isUnsafeEntryName(file.name) || file.name in entries) {
      throw new Error(`"${file.name}" cannot be a file of the export (unsafe or repeated name)`);
    }
    entries[file.name] = typeof file.data === 'string' ? strToU8(file.data) : file.data;
  }
  return Buffer.from(zipSync(entries, { level: 6, mtime: modifiedAt }));
}
