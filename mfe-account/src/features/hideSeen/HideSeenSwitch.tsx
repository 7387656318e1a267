import { useHideSeen } from '@marquee/client';
import { Alert } from '@marquee/ui';
import { useId } from 'react';
import { CheckField } from '../diary/CheckField';
import { useAccountMessages } from '../../messages/account';

/**
 * The hide-seen setting as a switch (docs/product.md §2 Hide what you have seen), saved to the account at
 * once: the same setting in the account settings and as the quick toggle of discovery pages. `withNote`
 * reads what it hides as the switch's description. Guests have no setting and see nothing here.
 */
export function HideSeenSwitch({ withNote = false }: { withNote?: boolean }) {
  const { t } = useAccountMessages();
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
        {t('hideSeen.setting')}
      </CheckField>
      {withNote && <p id={noteId}>{t('hideSeen.settingNote')}</p>}
      {error && <Alert tone="error">{error.message}</Alert>}
    </>
  );
}
