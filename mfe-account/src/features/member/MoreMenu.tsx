import { Button, theme } from '@marquee/ui';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useCommunityMessages } from '../../messages/community';

const Anchor = styled.div`
  position: relative;
`;

const Items = styled.div`
  position: absolute;
  top: calc(100% + ${theme.space.xxs});
  inset-inline-end: 0;
  z-index: 2;
  display: flex;
  flex-direction: column;
  min-width: 12rem;
  padding: ${theme.space.xxs};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceRaised};
  box-shadow: ${theme.shadows.raised};

  &[hidden] {
    display: none;
  }
  button {
    justify-content: flex-start;
  }
`;

/**
 * A small "More" disclosure for the rare actions (block): opens below its button; Escape or a click
 * elsewhere closes it, and Escape gives focus back to the button. It stays open under a dialog one of its
 * actions opens, so the dialog gives the focus back to that action.
 */
export function MoreMenu({ children }: { children: ReactNode }) {
  const { t } = useCommunityMessages();
  const [open, setOpen] = useState(false);
  const id = useId();
  const anchorRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!anchorRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <Anchor ref={anchorRef}>
      <Button
        ref={buttonRef}
        $variant="ghost"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {t('block.more')}
      </Button>
      <Items id={id} hidden={!open}>
        {children}
      </Items>
    </Anchor>
  );
}
