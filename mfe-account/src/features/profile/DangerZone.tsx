import { pageHref } from '@marquee/contracts/pages';
import { useDeleteAccount } from '@marquee/client';
import { useNavigate } from '@marquee/router';
import { Alert, Button, Heading, Panel, Stack, tint, theme } from '@marquee/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../../components/messages';
import { useAccountMessages } from '../../messages/account';

const Zone = styled(Panel)`
  border-color: ${tint(theme.colors.danger, 45)};
`;

const Danger = styled(Button)`
  background: ${theme.colors.dangerFill};
  color: ${theme.colors.onRed};
  &:hover:not(:disabled) {
    background: ${theme.colors.dangerFillHover};
    color: ${theme.colors.onRed};
  }
`;

const Muted = styled.p`
  color: ${theme.colors.textMuted};
`;

/** Account deletion in two steps: Delete Account, then Are you absolutely sure? Yes, Delete. */
export function DangerZone({ userId }: { userId: string }) {
  const { t } = useAccountMessages();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const deletion = useDeleteAccount(userId);
  const deleting = deletion.isPending || deletion.isSuccess;
  const error = deletion.error ? errorMessage(deletion.error, t('danger.failed')) : '';

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
        {t('danger.heading')}
      </Heading>
      <Muted>{t('danger.note')}</Muted>
      {error && <Alert tone="error">{error}</Alert>}
      {confirming ? (
        <Stack gap="sm">
          <strong>{t('danger.confirm')}</strong>
          <Stack direction="row" gap="sm" wrap>
            <Danger onClick={remove} disabled={deleting}>
              {t(deleting ? 'danger.deleting' : 'danger.yes')}
            </Danger>
            <Button $variant="secondary" onClick={() => setConfirming(false)} disabled={deleting}>
              {t('common.cancel')}
            </Button>
          </Stack>
        </Stack>
      ) : (
        <div>
          <Danger onClick={() => setConfirming(true)}>{t('danger.delete')}</Danger>
        </div>
      )}
    </Zone>
  );
}
