import { Alert } from '@marquee/ui';
import { ActionError } from './ActionError';
import { type FailedAction } from './useAdminAction';

/** What a panel's last action came to: its failure, or what it did (role=status). */
export function ActionOutcome({ failure, done }: { failure?: FailedAction; done?: string }) {
  if (failure) return <ActionError {...failure} />;
  return done ? <Alert tone="success">{done}</Alert> : null;
}
