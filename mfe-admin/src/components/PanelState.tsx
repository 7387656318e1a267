import { Alert, Spinner } from '@marquee/ui';
import { type UseQueryResult } from '@tanstack/react-query';
import { useAdminMessages } from '../messages';

/** What a panel shows before it has data: a spinner, or why it could not load. */
export function PanelState({ query }: { query: Pick<UseQueryResult, 'error' | 'isPending'> }) {
  const { t } = useAdminMessages();
  if (query.error) return <Alert tone="error">{query.error.message}</Alert>;
  if (query.isPending) return <Spinner label={t('state.loading')} />;
  return null;
}
