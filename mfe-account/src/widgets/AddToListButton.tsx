import { useSendToSignIn, useSignedInUserId, type RemoteWidgetProps } from '@marquee/client';
import { lazy, type MouseEvent, Suspense, useId, useState } from 'react';
import { PosterActionAnchor, PosterActionButton } from '../components/PosterAction';
import { ListPlusIcon } from '../features/addToList/ListPlusIcon';
import { useAccountMessages } from '../messages/account';

export type AddToListButtonProps = RemoteWidgetProps['mfe_account/AddToListButton'];

// The menu and its popover library (about 20 KB gzipped) load when a menu first opens: the button sits on
// every film card, and most visits never open it.
const ListMenu = lazy(() => import('../features/addToList/ListMenu'));

/**
 * "Add to list" (issue 22), beside the watchlist button on every film card and the movie page: a menu of
 * the signed-in user's lists, ticked where the film is, where a choice puts the film on a list or takes
 * it off, and "New list…" makes a list with the film on it. Guests are sent to sign in and come back.
 */
export default function AddToListButton({ movie, labelled = false }: AddToListButtonProps) {
  const { t } = useAccountMessages();
  const isAuthenticated = useSignedInUserId() !== undefined;
  const sendToSignIn = useSendToSignIn();
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(false);
  const [creating, setCreating] = useState(false);
  const [openedByKeyboard, setOpenedByKeyboard] = useState(false);
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
    if (!isAuthenticated) return sendToSignIn();
    // Enter or Space on the button makes a click with no count: the menu then takes focus to its first item.
    setOpenedByKeyboard(event.detail === 0);
    changeOpen(!open);
  }

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
      >
        <ListPlusIcon />
        {labelled && <span>{action}</span>}
      </PosterActionButton>
      {open && button && (
        <Suspense fallback={null}>
          <ListMenu
            movie={movie}
            button={button}
            placement={labelled ? 'bottom-start' : 'bottom-end'}
            menuId={menuId}
            panelId={panelId}
            focusFirstItem={openedByKeyboard}
            creating={creating}
            onCreatingChange={setCreating}
            onClose={() => changeOpen(false)}
          />
        </Suspense>
      )}
    </PosterActionAnchor>
  );
}
