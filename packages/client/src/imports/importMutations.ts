import type { ImportRow, ImportRowChoice, ImportRowsResponse, ImportSummary } from '@marquee/contracts';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { useSignedInUserId } from '../useSignedInUserId';
import { resolveImportRow, uploadImport, type Upload } from './importsApi';
import { importKeys } from './importKeys';

/** Sends a file to import; its import (new, or the one the same file made before) tops the list. */
export function useUploadImport() {
  const userId = useSignedInUserId() ?? '';
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadImport(file),
    onSuccess({ summary }: Upload) {
      queryClient.setQueryData(importKeys.one(userId, summary.id), summary);
      queryClient.setQueryData<ImportSummary[]>(importKeys.list(userId), (list) =>
        list ? [summary, ...list.filter((item) => item.id !== summary.id)] : list,
      );
    },
  });
}

export interface RowChoice {
  rowId: string;
  choice: ImportRowChoice;
}

/**
 * Matches a row of `importId` to a film or skips it. The answer's counts replace the import's, and the
 * row (with the rows naming the same title and year, which the choice answers too) leaves the rows to
 * review, so the next film comes up.
 */
export function useResolveImportRow(importId: string) {
  const userId = useSignedInUserId() ?? '';
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rowId, choice }: RowChoice) => resolveImportRow(importId, rowId, choice),
    onSuccess(answer, { rowId }) {
      // The server applies the choice to every waiting row of the same title and year as well.
      const answers = (row: ImportRow) =>
        String(row.id) === rowId || (row.title === answer.row.title && row.year === answer.row.year);
      queryClient.setQueryData(importKeys.one(userId, importId), answer.import);
      queryClient.setQueryData<InfiniteData<ImportRowsResponse, string | undefined>>(
        importKeys.rowsToReview(userId, importId),
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              rows: page.rows.filter((row) => !answers(row)),
            })),
          },
      );
    },
  });
}
