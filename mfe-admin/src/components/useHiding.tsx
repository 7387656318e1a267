import { type HiddenChange } from '@marquee/client';
import { Button } from '@marquee/ui';
import { type UseMutationResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { HidingDialog } from './HidingDialog';
import { type useAdminAction } from './useAdminAction';

export interface HidingOptions<Item> {
  /** The panel's actions: a failure shows where its other actions' do. */
  run: ReturnType<typeof useAdminAction>['run'];
  mutation: UseMutationResult<unknown, Error, HiddenChange>;
  /** When an admin hid the row's thing, or null while it is shown. */
  hiddenAt: (item: Item) => string | null;
  /** What the button, the dialog and the status line call it ('the list “Noir” by Ada'). */
  name: (item: Item) => string;
  /** The word of the failure texts ('list': 'Error hiding list. Please try again.'). */
  kind: string;
  /** What hiding does, and for whom, as the dialog says it. */
  hidingEffect: string;
  /** The button's text ('Hide' unless told). */
  buttonText?: (verb: 'Hide' | 'Unhide') => string;
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
  buttonText = (verb) => verb,
}: HidingOptions<Item>) {
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
      `Error ${hidden ? 'hiding' : 'unhiding'} ${kind}. Please try again.`,
      () => setDone(`${named[0]!.toUpperCase()}${named.slice(1)} is ${hidden ? 'hidden' : 'shown again'}.`),
    );
  };

  const button = (item: Item, disabled: boolean): ReactNode => {
    const verb = hiddenAt(item) ? 'Unhide' : 'Hide';
    return (
      <Button
        $variant={verb === 'Unhide' ? 'secondary' : 'ghost'}
        $size="sm"
        disabled={disabled}
        aria-label={`${verb} ${name(item)}`}
        onClick={() => setConfirming(item)}
      >
        {buttonText(verb)}
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
