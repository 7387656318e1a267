import type {
  ImportResponse,
  ImportRowChoice,
  ImportRowsResponse,
  ImportsResponse,
  ImportSummary,
  ResolvedImportRow,
} from '@marquee/contracts';
import { toQueryString } from '@marquee/contracts/queryString';
import { apiClient } from '../apiClient';
import { clientText } from '../messages';

const importPath = (importId: string) => `/imports/${encodeURIComponent(importId)}`;

/** What sending a file made: its import, and whether the same file had been sent before. */
export interface Upload {
  summary: ImportSummary;
  /** The server already had this file (a 200, not a 202): its earlier import answers, nothing changes. */
  sentBefore: boolean;
}

/** Sends a file exactly as a service exported it (the server detects which). */
export async function uploadImport(file: File): Promise<Upload> {
  const response = await apiClient.open(`/imports${toQueryString({ fileName: file.name })}`, {
    method: 'POST',
    body: file,
    fallbackMessage: clientText('imports.sendFailed'),
  });
  const answer = (await response.json()) as ImportResponse;
  return { summary: answer.import, sentBefore: response.status === 200 };
}

/** The signed-in user's imports, newest first. */
export async function fetchImports(signal?: AbortSignal): Promise<ImportSummary[]> {
  const answer = await apiClient.get<ImportsResponse>('/imports', {
    signal,
    fallbackMessage: clientText('imports.listFailed'),
  });
  return answer.imports;
}

export async function fetchImport(importId: string, signal?: AbortSignal): Promise<ImportSummary> {
  const answer = await apiClient.get<ImportResponse>(importPath(importId), {
    signal,
    fallbackMessage: clientText('imports.loadFailed'),
  });
  return answer.import;
}

/** One page of an import's rows waiting for the user's choice, oldest line first. */
export function fetchRowsToReview(importId: string, cursor: string | undefined, signal?: AbortSignal) {
  return apiClient.get<ImportRowsResponse>(
    `${importPath(importId)}/rows${toQueryString({ status: 'needs_review', cursor })}`,
    { signal, fallbackMessage: clientText('imports.rowsFailed') },
  );
}

/** Matches a row to a film (applied at once) or skips it; answers the row and the import's new counts. */
export function resolveImportRow(importId: string, rowId: string, choice: ImportRowChoice) {
  return apiClient.post<ResolvedImportRow>(
    `${importPath(importId)}/rows/${encodeURIComponent(rowId)}`,
    choice,
    {
      fallbackMessage: clientText('imports.rowFailed'),
    },
  );
}
