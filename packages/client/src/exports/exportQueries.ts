import type { ExportSummary } from '@marquee/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pollWhile } from '../query/pollWhile';
import { useSignedInUserId } from '../useSignedInUserId';
import { downloadExport, fetchExport, startExport } from './exportsApi';
import { exportKey } from './exportKeys';

const isBuilding = (summary: ExportSummary) => summary.status === 'queued' || summary.status === 'building';

/** One export, asked again about every second while it is being built. */
export function exportQuery(userId: string, exportId: string) {
  return queryOptions({
    queryKey: exportKey(userId, exportId),
    queryFn: ({ signal }) => fetchExport(exportId, signal),
    refetchInterval: pollWhile(isBuilding),
  });
}

/** Starts an export of the signed-in user's data; its first state goes straight into the cache. */
export function useStartExport() {
  const userId = useSignedInUserId() ?? '';
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startExport,
    onSuccess: (summary) => queryClient.setQueryData(exportKey(userId, summary.id), summary),
  });
}

/** An export of the signed-in user's, followed until it is ready or failed; nothing when `exportId` is undefined. */
export function useExport(exportId: string | undefined) {
  const userId = useSignedInUserId() ?? '';
  return useQuery({
    ...exportQuery(userId, exportId ?? ''),
    enabled: userId !== '' && exportId !== undefined,
  });
}

/** Saves a ready export as a file. */
export function useDownloadExport() {
  return useMutation({ mutationFn: downloadExport });
}
