import { useSendToSignIn, useSignedInUserId, type RemoteWidgetProps } from '@marquee/client';
import { useFleetingMessage, VisuallyHidden } from '@marquee/ui';
import { type MouseEvent, useState } from 'react';
import { PosterActionAnchor, PosterActionButton } from '../components/PosterAction';
import { LogFilmDialog } from '../features/diary/LogFilmDialog';
import { WatchedIcon } from '../features/diary/WatchedIcon';
import { useAccountMessages } from '../messages/account';

export type LogFilmButtonProps = RemoteWidgetProps['mfe_account/LogFilmButton'];

// The dialog is a portal, but React passes its events up through this button's parents: a card's link
// must not take a click made in the dialog. (Keys pass: the dialog closes on Escape at the document.)
const keepInside = (event: MouseEvent) => event.stopPropagation();

/**
 * "Mark as watched" (issue 21): opens the log dialog for the film, on every film card, the movie page and
 * the watchlist. Guests are sent to sign in and come back to the page they were on.
 */
export default function LogFilmButton({ movie, labelled = false }: LogFilmButtonProps) {
  const { t } = useAccountMessages();
  const isAuthenticated = useSignedInUserId() !== undefined;
  const sendToSignIn = useSendToSignIn();
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useFleetingMessage();

  function start(event: MouseEvent) {
    // The button may sit inside a film's link: using it must not also open the film.
    event.preventDefault();
    event.stopPropagation();
    if (!isAuthenticated) sendToSignIn();
    else setOpen(true);
  }

  const action = t('logFilm.action');
  return (
    <PosterActionAnchor>
      <PosterActionButton
        type="button"
        $active={saved !== ''}
        $labelled={labelled}
        aria-label={action}
        aria-haspopup="dialog"
        title={action}
        onClick={start}
      >
        <WatchedIcon logged={saved !== ''} />
        {labelled && <span>{action}</span>}
      </PosterActionButton>
      <VisuallyHidden role="status">{saved}</VisuallyHidden>
      {open && (
        <span onClick={keepInside}>
          <LogFilmDialog
            movie={movie}
            onClose={() => setOpen(false)}
            onSaved={(message) => {
              setOpen(false);
              setSaved(message);
            }}
          />
        </span>
      )}
    </PosterActionAnchor>
  );
}
