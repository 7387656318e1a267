import { ConfirmDialog } from '@marquee/ui';
import { useAdminMessages } from '../messages';

export interface HidingDialogProps {
  /** What is hidden or shown again, as the question names it ('the list “Noir” by Ada', '@ada’s profile'). */
  target: string;
  /** Whether it is hidden now: confirming shows it again. */
  hidden: boolean;
  /** What hiding does, and for whom. */
  hidingEffect: string;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * Hiding something that breaks the rules, or showing it again, changes what everyone sees (issue 22 §4):
 * the admin confirms, naming it, and is told the action is logged.
 */
export function HidingDialog({ target, hidden, hidingEffect, onConfirm, onCancel }: HidingDialogProps) {
  const { t } = useAdminMessages();
  return (
    <ConfirmDialog
      open
      title={hidden ? t('hiding.unhideTitle', { name: target }) : t('hiding.hideTitle', { name: target })}
      confirmLabel={hidden ? t('hiding.unhide') : t('hiding.hide')}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>
        {hidden ? t('hiding.unhideEffect') : hidingEffect} {t('hiding.logged')}
      </p>
    </ConfirmDialog>
  );
}
