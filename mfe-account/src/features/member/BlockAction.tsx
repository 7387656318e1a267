import { Alert, Button, ConfirmDialog, theme } from '@marquee/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useCommunityMessages } from '../../messages/community';
import { MoreMenu } from './MoreMenu';

const Explanation = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
`;

/** What blocking does, said before it is done. */
function BlockExplanation({ handle }: { handle: string }) {
  const { t } = useCommunityMessages();
  return (
    <Explanation>
      <p>{t('block.explanation', { handle })}</p>
      <p>{t('block.consequences')}</p>
    </Explanation>
  );
}

export interface BlockActionProps {
  handle: string;
  onBlock(): void;
  /** Why the last block failed, if it did. */
  error: Error | null;
}

/** "More" → "Block @handle", done once confirmed in a dialog that says what blocking does. */
export function BlockAction({ handle, onBlock, error }: BlockActionProps) {
  const { t } = useCommunityMessages();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <MoreMenu>
        <Button $variant="ghost" onClick={() => setAsking(true)}>
          {t('block.action', { handle })}
        </Button>
      </MoreMenu>
      {error && <Alert tone="error">{error.message}</Alert>}
      <ConfirmDialog
        open={asking}
        title={t('block.confirmTitle', { handle })}
        confirmLabel={t('block.confirm')}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onBlock();
        }}
      >
        <BlockExplanation handle={handle} />
      </ConfirmDialog>
    </>
  );
}
