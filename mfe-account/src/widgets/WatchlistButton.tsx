import {
  savePendingWatchlistItem,
  toWatchlistBody,
  useAddToWatchlist,
  useRemoveFromWatchlist,
  useSendToSignIn,
  useSignedInUserId,
  useWatchlist,
  type RemoteWidgetProps,
} from '@marquee/client';
import { useFleetingMessage } from '@marquee/ui';
import { type MouseEvent } from 'react';
import {
  PosterActionAnchor,
  PosterActionButton,
  PosterActionMessage,
  PosterActionSpinner,
} from '../components/PosterAction';
import { BookmarkIcon } from '../features/watchlist/BookmarkIcon';
import { useAccountMessages } from '../messages/account';

export type WatchlistButtonProps = RemoteWidgetProps['mfe_account/WatchlistButton'];

/**
 * Adds a film to the signed-in user's watchlist or takes it off (docs/product.md §2 Watchlist), placed on every film
 * card and on the movie page. Guests are sent to sign in; the film is added once they have.
 */
export default function WatchlistButton({ movie, labelled = false }: WatchlistButtonProps) {
  const { t } = useAccountMessages();
  const isAuthenticated = useSignedInUserId() !== undefined;
  const { isInWatchlist } = useWatchlist();
  const add = useAddToWatchlist();
  const remove = useRemoveFromWatchlist();
  const sendToSignIn = useSendToSignIn();
  const [failure, setFailure] = useFleetingMessage();
  // The list changes at once (optimistic): the spinner says the server has not confirmed it yet.
  const busy = add.isPending || remove.isPending;
  const listed = isInWatchlist(movie.id);

  function toggle(event: MouseEvent) {
    // The button may sit inside a film's link: using it must not also open the film.
    event.preventDefault();
    event.stopPropagation();
    if (busy) return;
    if (!isAuthenticated) {
      savePendingWatchlistItem(movie);
      sendToSignIn();
      return;
    }
    setFailure('');
    // A failure has rolled the list back already; the server's reason shows beside the button.
    const onError = (error: Error) => setFailure(error.message);
    if (listed) remove.mutate(String(movie.id), { onError });
    else add.mutate(toWatchlistBody(movie), { onError });
  }

  const action = t(listed ? 'watchlist.remove' : 'watchlist.add');
  return (
    <PosterActionAnchor>
      <PosterActionButton
        type="button"
        $active={listed}
        $labelled={labelled}
        aria-label={action}
        aria-pressed={listed}
        aria-busy={busy}
        title={action}
        onClick={toggle}
      >
        {busy ? (
          <PosterActionSpinner size={16} label={t('watchlist.updating')} />
        ) : (
          <BookmarkIcon listed={listed} />
        )}
        {labelled && <span>{action}</span>}
      </PosterActionButton>
      {failure && <PosterActionMessage role="alert">{failure}</PosterActionMessage>}
    </PosterActionAnchor>
  );
}
