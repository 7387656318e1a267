import { useResolveImportRow, useRowsToReview } from '@marquee/client';
import type { ImportSummary } from '@marquee/contracts';
import { Alert, Section, Spinner } from '@marquee/ui';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../components/messages';
import { useDiaryMessages } from '../../messages/diary';
import { RowToReview } from './RowToReview';

/**
 * The review screen: the rows the import could not match for sure, one at a time. Choosing a film (or
 * skipping) applies that row at once and brings up the next; the import's counts follow.
 */
export function ImportReview({ summary }: { summary: ImportSummary }) {
  const { t } = useDiaryMessages();
  const rows = useRowsToReview(summary.id, summary.needsReview > 0);
  const resolve = useResolveImportRow(summary.id);
  const [resolvedHere, setResolvedHere] = useState(0);
  const row = rows.data?.[0];
  const { hasNextPage, isFetching, fetchNextPage } = rows;

  // The rows loaded so far are all resolved but more wait on the server: load them.
  useEffect(() => {
    if (!row && hasNextPage && !isFetching) void fetchNextPage();
  }, [row, hasNextPage, isFetching, fetchNextPage]);

  if (summary.needsReview === 0) return null;
  return (
    <Section title={t('review.title')}>
      {rows.error && <Alert tone="error">{errorMessage(rows.error, t('review.failedToLoad'))}</Alert>}
      {resolve.error && <Alert tone="error">{errorMessage(resolve.error, t('review.failedToSave'))}</Alert>}
      {row ? (
        <RowToReview
          key={row.id}
          row={row}
          takeFocus={resolvedHere > 0}
          busy={resolve.isPending}
          onResolve={(choice) =>
            resolve.mutate(
              { rowId: String(row.id), choice },
              { onSuccess: () => setResolvedHere((n) => n + 1) },
            )
          }
        />
      ) : (
        isFetching && <Spinner label={t('review.loading')} />
      )}
    </Section>
  );
}
