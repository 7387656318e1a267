import { useEffect, type RefObject } from 'react';

interface DismissOptions {
  open: boolean;
  onDismiss: () => void;
  /** The button that opens the popup: pressing it toggles, so it does not count as outside. */
  button: RefObject<HTMLElement | null>;
  panel: RefObject<HTMLElement | null>;
}

/**
 * Closes an open popup the way people expect: Escape (focus goes back to the button that opened it, so
 * keyboard and screen-reader users keep their place) or a press anywhere outside the button and the panel.
 * `onDismiss` must be stable (a state setter or a useCallback).
 */
export function useDismiss({ open, onDismiss, button, panel }: DismissOptions) {
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onDismiss();
      button.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) onDismiss();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, onDismiss, button, panel]);
}
