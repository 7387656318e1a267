import { Alert, Button, ConfirmDialog } from '@marquee/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { MoreMenu } from './MoreMenu';

const Explanation = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

/** What blocking does, said before it is done. */
function blockExplanation(handle: string) {
  return (
    <Explanation>
      <p>
        You will no longer see each other: @{handle} cannot see your profile, lists, reviews or diary, and you
        will not see theirs.
      </p>
      <p>Any follows between you end. They are not told. You can unblock them from your profile settings.</p>
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
  const [asking, setAsking] = useState(false);
  return (
    <>
      <MoreMenu>
        <Button $variant="ghost" onClick={() => setAsking(true)}>
          Block @{handle}
        </Button>
      </MoreMenu>
      {error && <Alert tone="error">{error.message}</Alert>}
      <ConfirmDialog
        open={asking}
        title={`Block @${handle}?`}
        confirmLabel="Block"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onBlock();
        }}
      >
        {blockExplanation(handle)}
      </ConfirmDialog>
    </>
  );
}
