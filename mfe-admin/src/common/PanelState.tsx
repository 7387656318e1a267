import { Alert, Spinner } from '@marquee/ui';

export interface PanelStateProps {
  loading: boolean;
  error: string | undefined;
  hasData: boolean;
}

/** What a panel shows before it has data: a spinner, or why it could not load. */
export function PanelState({ loading, error, hasData }: PanelStateProps) {
  if (error) return <Alert tone="error">{error}</Alert>;
  if (loading && !hasData) return <Spinner label="Loading…" />;
  return null;
}
