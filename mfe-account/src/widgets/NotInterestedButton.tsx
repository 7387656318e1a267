import {
  toNotInterestedBody,
  useNotInterested,
  useSendToSignIn,
  useSignedInUserId,
  type RemoteWidgetProps,
} from '@marquee/client';
import { useFleetingMessage, VisuallyHidden } from '@marquee/ui';
import { type MouseEvent } from 'react';
import { PosterActionAnchor, PosterActionButton, PosterActionMessage } from '../components/PosterAction';
import { NotInterestedIcon } from '../features/hideSeen/NotInterestedIcon';
import { useAccountMessages } from '../messages/account';

export type NotInterestedButtonProps = RemoteWidgetProps['mfe_account/NotInterestedButton'];

/**
 * "Not interested" (issue 23, docs/product.md §2 Hide what you have seen) on every film card: hides the
 * film from the user's discovery pages once they are opened again; pressed again, it undoes that. Guests
 * are sent to sign in and come back to the page they were on.
 */
export default function NotInterestedButton({ movie }: NotInterestedButtonProps) {
  const { t } = useAccountMessages();
  const isAuthenticated = useSignedInUserId() !== undefined;
  const sendToSignIn = useSendToSignIn();
  const { isNotInterested, mark, unmark, error } = useNotInterested();
  const [status, setStatus] = useFleetingMessage();
  const marked = isNotInterested(movie.id);

  function toggle(event: MouseEvent) {
    // The button may sit inside a film's link: using it must not also open the film.
    event.preventDefault();
    event.stopPropagation();
    if (!isAuthenticated) return sendToSignIn();
    if (marked) unmark(String(movie.id));
    else mark(toNotInterestedBody(movie));
    setStatus(t(marked ? 'hideSeen.unmarked' : 'hideSeen.marked'));
  }

  const action = t(marked ? 'hideSeen.undo' : 'hideSeen.notInterested');
  return (
    <PosterActionAnchor>
      <PosterActionButton
        type="button"
        $active={marked}
        $labelled={false}
        aria-label={action}
        aria-pressed={marked}
        title={action}
        onClick={toggle}
      >
        <NotInterestedIcon marked={marked} />
      </PosterActionButton>
      <VisuallyHidden role="status">{status}</VisuallyHidden>
      {error && <PosterActionMessage role="alert">{error.message}</PosterActionMessage>}
    </PosterActionAnchor>
  );
}
