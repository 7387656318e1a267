import { useHideSeen } from '@marquee/client';
import { Alert } from '@marquee/ui';
import { useId } from 'react';
import { CheckField } from '../diary/CheckField';
import { HIDE_SEEN_TEXTS } from './hideSeenTexts';

/**
 * The hide-seen setting as a switch (docs/product.md §2 Hide what you have seen), saved to the account at
 * once: the same setting in the account settings and as the quick toggle of discovery pages. `withNote`
 * reads what it hides as the switch's description. Guests have no setting and see nothing here.
 */
export function HideSeenSwitch({ withNote = false }: { withNote?: boolean }) {
  const { signedIn, settled, hideSeen, setHideSeen, error } = useHideSeen();
  const noteId = useId();
  if (!signedIn) return null;
  return (
    <>
      <CheckField
        role="switch"
        checked={hideSeen}
        disabled={!settled}
        aria-describedby={withNote ? noteId : undefined}
        onChange={(event) => setHideSeen(event.target.checked)}
      >
        {HIDE_SEEN_TEXTS.settingLabel}
      </CheckField>
      {withNote && <p id={noteId}>{HIDE_SEEN_TEXTS.settingNote}</p>}
      {error && <Alert tone="error">{error.message}</Alert>}
    </>
  );
}
