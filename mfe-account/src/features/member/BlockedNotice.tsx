import { pageHref } from '@marquee/contracts/pages';
import { Link } from '@marquee/router';
import { Alert, Button, EmptyState, Stack } from '@marquee/ui';
import { useCommunityMessages } from '../../messages/community';

/**
 * What the page shows once the reader blocked its owner (the profile itself is now hidden from them):
 * what happened, and the way back — Unblock here, or the blocked people in the profile settings.
 */
export interface BlockedNoticeProps {
  handle: string;
  onUnblock(): void;
  unblocking: boolean;
  /** Why the last block or unblock failed, if it did. */
  error: Error | null;
}

export function BlockedNotice({ handle, onUnblock, unblocking, error }: BlockedNoticeProps) {
  const { t } = useCommunityMessages();
  return (
    <>
      <EmptyState
        level={1}
        title={t('blocked.title', { handle })}
        message={t('blocked.message')}
        action={
          <Stack direction="row" gap="sm" justify="center" wrap>
            <Button
              aria-busy={unblocking}
              onClick={() => {
                if (!unblocking) onUnblock();
              }}
            >
              {t('blocked.unblock', { handle })}
            </Button>
            <Button as={Link} to={pageHref('profile')} $variant="secondary">
              {t('blocked.people')}
            </Button>
          </Stack>
        }
      />
      {error && <Alert tone="error">{error.message}</Alert>}
    </>
  );
}
