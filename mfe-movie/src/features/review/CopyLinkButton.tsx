import { Button } from '@marquee/ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';

const Row = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const Message = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

/** How long "Link copied" stays beside the button. */
const MESSAGE_SHOWN_MS = 4000;

/** Copies this page's full address for sharing, and says whether it worked (the message is announced). */
export function CopyLinkButton({ path }: { path: string }) {
  const [message, setMessage] = useState('');

  useEffect(() => {
    if (!message) return undefined;
    const timer = setTimeout(() => setMessage(''), MESSAGE_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [message]);

  async function copy() {
    const url = new URL(path, window.location.origin).href;
    try {
      await navigator.clipboard.writeText(url);
      setMessage('Link copied');
    } catch {
      // No clipboard (an insecure origin) or permission refused: the link is there to copy by hand.
      setMessage(`Copy this link: ${url}`);
    }
  }

  return (
    <Row>
      <Button $variant="secondary" $size="sm" onClick={() => void copy()}>
        Copy link
      </Button>
      <Message role="status">{message}</Message>
    </Row>
  );
}
