import { pageHref } from '@marquee/contracts/pages';
import { useDeleteAccount } from '@marquee/client';
import { useNavigate } from '@marquee/router';
import { Alert, Button, Heading, Panel, Stack } from '@marquee/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../../components/messages';

const Zone = styled(Panel)`
  border-color: rgba(255, 107, 107, 0.45);
`;

// The theme's cinema red under the light text is 4.3:1; these deeper reds keep it at 5.1:1 and 5.7:1
// (WCAG AA asks 4.5:1 for button text).
const DANGER_RED = '#c41f38';
const DANGER_RED_HOVER = '#b81b33';

const Danger = styled(Button)`
  background: ${DANGER_RED};
  color: ${({ theme }) => theme.colors.text};
  &:hover:not(:disabled) {
    background: ${DANGER_RED_HOVER};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Account deletion in two steps: Delete Account, then Are you absolutely sure? Yes, Delete. */
export function DangerZone({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const deletion = useDeleteAccount(userId);
  const deleting = deletion.isPending || deletion.isSuccess;
  const error = deletion.error ? errorMessage(deletion.error, 'Delete failed') : '';

  function remove() {
    // The deletion ends the session, which unmounts this panel: the promise, unlike mutate's callbacks,
    // still settles, so the browser goes home (docs/product.md §4, Profile). A failure shows above.
    deletion.mutateAsync().then(
      () => navigate(pageHref('home'), { replace: true }),
      () => undefined,
    );
  }

  return (
    <Zone aria-labelledby="danger-zone">
      <Heading level={2} size="lg" id="danger-zone">
        Danger Zone
      </Heading>
      <Muted>Deleting your account removes your watchlist, reviews and votes. This cannot be undone.</Muted>
      {error && <Alert tone="error">{error}</Alert>}
      {confirming ? (
        <Stack gap="sm">
          <strong>Are you absolutely sure?</strong>
          <Stack direction="row" gap="sm" wrap>
            <Danger onClick={remove} disabled={deleting}>
              {deleting ? 'Deleting...' : 'Yes, Delete'}
            </Danger>
            <Button $variant="secondary" onClick={() => setConfirming(false)} disabled={deleting}>
              Cancel
            </Button>
          </Stack>
        </Stack>
      ) : (
        <div>
          <Danger onClick={() => setConfirming(true)}>Delete Account</Danger>
        </div>
      )}
    </Zone>
  );
}
