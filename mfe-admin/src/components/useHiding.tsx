import { type HiddenChange } from '@marquee/client';
import { Button } from '@marquee/ui';
import { type UseMutationResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { HidingDialog } from './HidingDialog';
import { type useAdminAction } from './useAdminAction';
import { useAdminMessages } from '../messages';

export interface HidingOptions<Item> {
  /** The panel's actions: a failure shows where its other actions' do. */
  run: ReturnType<typeof useAdminAction>['run'];
  mutation: UseMutationResult<unknown, Error, HiddenChange>;
  /** When an admin hid the row's thing, or null while it is shown. */
  hiddenAt: (item: Item) => string | null;
  /** What the button, the dialog and the status line call it ('the list “Noir” by Ada'). */
  name: (item: Item) => string;
  /** Which texts the failures and outcomes take ('list': 'Error hiding list. Please try again.'). */
  kind: 'list' | 'profile';
  /** What hiding does, and for whom, as the dialog says it. */
  hidingEffect: string;
  /** The button's text (Hide or Unhide unless told), by whether the row is hidden. */
  buttonText?: (hidden: boolean) => string;
}

/**
 * Hide and Unhide on a panel's rows (issue 22 §4): each row's button asks first in a dialog, the action
 * then runs with the panel's others, and `done` says what changed.
 */
export function useHiding<Item extends { id: string }>({
  run,
  mutation,
  hiddenAt,
  name,
  kind,
  hidingEffect,
  buttonText,
}: HidingOptions<Item>) {
  const { t } = useAdminMessages();
  // The row whose hiding or unhiding waits for the admin's confirmation.
  const [confirming, setConfirming] = useState<Item>();
  const [done, setDone] = useState<string>();

  const toggle = (item: Item) => {
    setConfirming(undefined);
    setDone(undefined);
    const hidden = hiddenAt(item) === null;
    const named = name(item);
    run(
      mutation,
      { id: item.id, hidden },
      t(hidden ? `hiding.${kind}.hideFailed` : `hiding.${kind}.unhideFailed`),
      () => {
        const capitalised = `${named[0]!.toUpperCase()}${named.slice(1)}`;
        setDone(t(hidden ? `hiding.${kind}.hidden` : `hiding.${kind}.shown`, { name: capitalised }));
      },
    );
  };

  const button = (item: Item, disabled: boolean): ReactNode => {
    const hidden = hiddenAt(item) !== null;
    return (
      <Button
        $variant={hidden ? 'secondary' : 'ghost'}
        $size="sm"
        disabled={disabled}
        aria-label={t(hidden ? 'hiding.unhideLabel' : 'hiding.hideLabel', { name: name(item) })}
        onClick={() => setConfirming(item)}
      >
        {buttonText ? buttonText(hidden) : t(hidden ? 'hiding.unhide' : 'hiding.hide')}
      </Button>
    );
  };

  const dialog = confirming && (
    <HidingDialog
      target={name(confirming)}
      hidden={hiddenAt(confirming) !== null}
      hidingEffect={hidingEffect}
      onConfirm={() => toggle(confirming)}
      onCancel={() => setConfirming(undefined)}
    />
  );

  return { button, dialog, done };
}
