import styled from 'styled-components';
import { Button } from './Button';
import { useUiMessages } from './messages';
import { theme } from './theme';
import { useFleetingMessage } from './useFleetingMessage';

const Row = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.xs};
`;

const Message = styled.span`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

/**
 * Copies the full address of the page at `path` for sharing (a list, a profile, a review), and says
 * whether it worked; the message is announced, then goes away.
 */
export function CopyLinkButton({ path }: { path: string }) {
  const { t } = useUiMessages();
  const [message, setMessage] = useFleetingMessage();

  async function copy() {
    const url = new URL(path, window.location.origin).href;
    try {
      await navigator.clipboard.writeText(url);
      setMessage(t('copyLink.copied'));
    } catch {
      // No clipboard (an insecure origin) or permission refused: the link is there to copy by hand.
      setMessage(t('copyLink.copyByHand', { url }));
    }
  }

  return (
    <Row>
      <Button $variant="secondary" $size="sm" onClick={() => void copy()}>
        {t('copyLink.copy')}
      </Button>
      <Message role="status">{message}</Message>
    </Row>
  );
}
