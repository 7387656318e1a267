import { Button, PlaceholderPanel } from '@marquee/ui';
import { useEffect, useId } from 'react';
import styled from 'styled-components';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.modal};
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.overlay};
`;

const Dialog = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  max-width: 42rem;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

export interface ChatModalProps {
  open: boolean;
  onClose: () => void;
  /** The movie the conversation is about, if any. */
  movieTitle?: string;
}

/** Placeholder for the AI assistant's chat window. */
export default function ChatModal({ open, onClose, movieTitle }: ChatModalProps) {
  const titleId = useId();

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onClose]);

  if (!open) return null;
  return (
    <Backdrop onClick={onClose}>
      <Dialog
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onClick={(event) => event.stopPropagation()}
      >
        <span id={titleId} hidden>
          AI Movie Assistant
        </span>
        <PlaceholderPanel title={movieTitle ? `Ask about ${movieTitle}` : 'AI Movie Assistant'} level={2} />
        <Button $variant="secondary" onClick={onClose} autoFocus>
          Close
        </Button>
      </Dialog>
    </Backdrop>
  );
}
