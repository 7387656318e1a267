import { ConfirmDialog } from '@marquee/ui';

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
  return (
    <ConfirmDialog
      open
      title={hidden ? `Unhide ${target}?` : `Hide ${target}?`}
      confirmLabel={hidden ? 'Unhide' : 'Hide'}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>
        {hidden ? 'Everyone who could see it before sees it again.' : hidingEffect} The activity log records
        it.
      </p>
    </ConfirmDialog>
  );
}
