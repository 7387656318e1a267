import { useSendToSignIn, useSignedInUserId, type RemoteWidgetProps } from '@marquee/client';
import { type KeyboardEvent, lazy, type MouseEvent, Suspense, useId, useState } from 'react';
import { PosterActionAnchor, PosterActionButton } from '../components/PosterAction';
import { ListPlusIcon } from '../features/addToList/ListPlusIcon';
import { useAccountMessages } from '../messages/account';

export type AddToListButtonProps = RemoteWidgetProps['mfe_account/AddToListButton'];

const loadMenu = () => import('../features/addToList/AddToListMenu');
const AddToListMenu = lazy(loadMenu);

/**
 * "Add to list" (issue 22), beside the watchlist button on every film card and the movie page: a menu of
 * the signed-in user's lists, ticked where the film is, where a choice puts the film on a list or takes
 * it off, and "New list…" makes a list with the film on it. Guests are sent to sign in and come back.
 * The menu's code is fetched when a signed-in user points at or focuses the button, before it is needed.
 */
export default function AddToListButton({ movie, labelled = false }: AddToListButtonProps) {
  const { t } = useAccountMessages();
  const isAuthenticated = useSignedInUserId() !== undefined;
  const sendToSignIn = useSendToSignIn();
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(false);
  const [creating, setCreating] = useState(false);
  const [fromKeyboard, setFromKeyboard] = useState(false);
  const panelId = useId();
  const menuId = useId();

  function changeOpen(next: boolean) {
    setOpen(next);
    setCreating(false);
  }

  function press(event: MouseEvent) {
    // The button may sit inside a film's link: using it must not also open the film.
    event.preventDefault();
    event.stopPropagation();
    if (!isAuthenticated) {
      sendToSignIn();
      return;
    }
    // A click the keyboard made (Enter, Space) counts no pointer presses.
    setFromKeyboard(event.detail === 0);
    changeOpen(!open);
  }

  // As a menu button does, the arrow keys open the menu too.
  function openWithArrows(event: KeyboardEvent) {
    if (!isAuthenticated || open || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    event.preventDefault();
    setFromKeyboard(true);
    changeOpen(true);
  }

  const prefetch = isAuthenticated ? () => void loadMenu() : undefined;
  const action = t('addToList.action');
  return (
    <PosterActionAnchor>
      <PosterActionButton
        ref={setButton}
        type="button"
        $active={open}
        $labelled={labelled}
        aria-label={action}
        aria-haspopup={isAuthenticated ? 'menu' : undefined}
        aria-expanded={isAuthenticated ? open : undefined}
        aria-controls={open ? (creating ? panelId : menuId) : undefined}
        title={action}
        onClick={press}
        onKeyDown={openWithArrows}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        <ListPlusIcon />
        {labelled && <span>{action}</span>}
      </PosterActionButton>
      {open && button && (
        <Suspense fallback={null}>
          <AddToListMenu
            movie={movie}
            reference={button}
            labelled={labelled}
            fromKeyboard={fromKeyboard}
            panelId={panelId}
            menuId={menuId}
            creating={creating}
            onCreatingChange={setCreating}
            onClose={() => changeOpen(false)}
          />
        </Suspense>
      )}
    </PosterActionAnchor>
  );
}
