import type { ExportResponse, ExportSummary } from '@marquee/contracts';
import { apiClient } from '../apiClient';
import { clientText } from '../messages';

const exportPath = (exportId: string) => `/exports/${encodeURIComponent(exportId)}`;

/** Starts building a ZIP of everything in the account (a worker job; an email follows when it is ready). */
export async function startExport(): Promise<ExportSummary> {
  const answer = await apiClient.post<ExportResponse>('/exports', undefined, {
    fallbackMessage: clientText('exports.startFailed'),
  });
  return answer.export;
}

export async function fetchExport(exportId: string, signal?: AbortSignal): Promise<ExportSummary> {
  const answer = await apiClient.get<ExportResponse>(exportPath(exportId), {
    signal,
    fallbackMessage: clientText('exports.loadFailed'),
  });
  return answer.export;
}

/** The file name the server gives the download (Content-Disposition), else one with today's date. */
function downloadName(response: Response): string {
  const given = /filename="?([^";]+)"?/.exec(response.headers.get('Content-Disposition') ?? '')?.[1];
  return given ?? `marquee-export-${new Date().toISOString().slice(0, 10)}.zip`;
}

/**
 * Downloads a ready export as a file. The download needs the session's bearer token, which a plain link
 * cannot carry, so the ZIP is fetched and handed to the browser as a file to save.
 */
export async function downloadExport(exportId: string): Promise<void> {
  const response = await apiClient.open(`${exportPath(exportId)}/download`, {
    fallbackMessage: clientText('exports.downloadFailed'),
  });
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = downloadName(response);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the browser has taken the file, not before the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
