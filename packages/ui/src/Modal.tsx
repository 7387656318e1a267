import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { css } from 'styled-components';
import { Heading } from './Heading';
import { LineIcon } from './LineIcon';
import { useUiMessages } from './messages';
import { roundButton } from './roundButton';
import { theme } from './theme';

export type ModalVariant = 'panel' | 'wide' | 'media';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndices.modal};
  display: grid;
  place-items: center;
  padding: ${theme.space.md};
  background: ${theme.colors.overlay};
  overflow-y: auto;
`;

const variants = {
  panel: css`
    max-width: 36rem;
    background: ${theme.colors.surfaceRaised};
    border: 1px solid ${theme.colors.border};
  `,
  // A panel with room for a conversation or a table.
  wide: css`
    max-width: 42rem;
    background: ${theme.colors.surfaceRaised};
    border: 1px solid ${theme.colors.border};
  `,
  // Photos and videos: wide, and dark so the picture stands out.
  media: css`
    max-width: 72rem;
    background: ${theme.colors.background};
  `,
};

const Panel = styled.div<{ $variant: ModalVariant }>`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  width: 100%;
  max-height: calc(100vh - 2rem);
  padding: ${theme.space.lg};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.raised};
  overflow-y: auto;
  ${({ $variant }) => variants[$variant]}

  &:focus {
    outline: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space.md};

  & > h2 {
    flex: 1;
    overflow-wrap: anywhere;
  }
`;

const CloseButton = styled.button`
  ${roundButton('2.25rem')}
  flex-shrink: 0;
  background: ${theme.colors.surface};
  color: ${theme.colors.text};

  &:hover {
    border-color: ${theme.colors.accent};
    color: ${theme.colors.accent};
  }
`;

const focusableSelector =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), iframe, [tabindex]:not([tabindex="-1"])';

export interface ModalProps {
  open: boolean;
  onClose(): void;
  /** Shown as the dialog's heading, and its accessible name unless `labelledBy` says otherwise. */
  title: string;
  children: ReactNode;
  /** The id of an element inside `children` that names the dialog better than the title. */
  labelledBy?: string;
  /** The id of an element inside `children` that describes the dialog (a confirmation's question). */
  describedBy?: string;
  variant?: ModalVariant;
}

/**
 * A modal dialog over the page: Escape, the close button or a click on the backdrop closes it; focus
 * moves in, stays in while Tab cycles, and goes back to the opener; the page behind does not scroll.
 */
export function Modal({ open, ...rest }: ModalProps) {
  return open ? createPortal(<OpenModal {...rest} />, document.body) : null;
}

function OpenModal({
  onClose,
  title,
  children,
  labelledBy,
  describedBy,
  variant = 'panel',
}: Omit<ModalProps, 'open'>) {
  const { t } = useUiMessages();
  const headingId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  // The latest onClose without re-subscribing the key listener on every render of the caller.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onCloseRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
      opener?.focus();
    };
  }, []);

  const keepFocusInside = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(focusableSelector)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <Backdrop
      data-testid="modal-backdrop"
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy ?? headingId}
        aria-describedby={describedBy}
        tabIndex={-1}
        $variant={variant}
        onKeyDown={keepFocusInside}
      >
        <Header>
          <Heading level={2} size="xl" id={headingId}>
            {title}
          </Heading>
          <CloseButton ref={closeRef} type="button" aria-label={t('dialog.close')} onClick={onClose}>
            <LineIcon d="M18 6 6 18M6 6l12 12" size={18} />
          </CloseButton>
        </Header>
        {children}
      </Panel>
    </Backdrop>
  );
}
