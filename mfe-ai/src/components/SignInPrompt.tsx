import { useSendToSignIn } from '@marquee/client';
import { Alert, Button, theme } from '@marquee/ui';
import styled from 'styled-components';
import { useAiMessages } from '../messages';

const Row = styled(Alert)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
`;

/** What a guest sees instead of a feature that needs an account, with the way to sign in. */
export function SignInPrompt({ message }: { message: string }) {
  const sendToSignIn = useSendToSignIn();
  const { t } = useAiMessages();
  return (
    <Row tone="info">
      <span>{message}</span>
      <Button $size="sm" onClick={() => sendToSignIn()}>
        {t('common.signIn')}
      </Button>
    </Row>
  );
}
