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
import { Spinner } from '@marquee/ui';
import { type MouseEvent, useEffect, useState } from 'react';
import styled from 'styled-components';
import { BookmarkIcon } from '../features/watchlist/BookmarkIcon';

export type WatchlistButtonProps = RemoteWidgetProps['mfe_account/WatchlistButton'];

/** How long a failure stays on screen next to the button. */
const MESSAGE_SHOWN_MS = 4000;

const Anchor = styled.span`
  position: relative;
  display: inline-flex;
`;

const Toggle = styled.button<{ $listed: boolean; $labelled: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 2.5rem;
  height: 2.5rem;
  padding: ${({ theme, $labelled }) => ($labelled ? `0 ${theme.space.md}` : '0')};
  border: 1px solid ${({ theme, $listed }) => ($listed ? theme.colors.accent : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: ${({ theme }) => theme.fontWeights.bold}; /* as the buttons beside it on the movie page */
  white-space: nowrap;
  background: ${({ theme, $listed }) => ($listed ? theme.colors.accent : 'rgba(11, 10, 13, 0.72)')};
  color: ${({ theme, $listed }) => ($listed ? theme.colors.onAccent : theme.colors.text)};
  backdrop-filter: blur(6px);
  box-shadow: 0 4px 12px rgba(0, 0, 0, 0.4);
  cursor: pointer;
  transition:
    background ${({ theme }) => theme.transitions.fast},
    transform ${({ theme }) => theme.transitions.fast};

  &:hover {
    transform: scale(1.06);
    border-color: ${({ theme }) => theme.colors.accent};
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`;

const TinySpinner = styled(Spinner)`
  padding: 0;
`;

const Message = styled.p`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space.xxs});
  right: 0;
  z-index: 2;
  width: max-content;
  max-width: 12rem;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.xs}`};
  border: 1px solid rgba(255, 107, 107, 0.55);
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

/**
 * Adds a film to the signed-in user's watchlist or takes it off (docs/product.md §2 Watchlist), placed on every film
 * card and on the movie page. Guests are sent to sign in; the film is added once they have.
 */
export default function WatchlistButton({ movie, labelled = false }: WatchlistButtonProps) {
  const isAuthenticated = useSignedInUserId() !== undefined;
  const { isInWatchlist } = useWatchlist();
  const add = useAddToWatchlist();
  const remove = useRemoveFromWatchlist();
  const sendToSignIn = useSendToSignIn();
  const [failure, setFailure] = useState('');
  // The list changes at once (optimistic): the spinner says the server has not confirmed it yet.
  const busy = add.isPending || remove.isPending;
  const listed = isInWatchlist(movie.id);

  useEffect(() => {
    if (!failure) return;
    const timer = window.setTimeout(() => setFailure(''), MESSAGE_SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [failure]);

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

  const action = listed ? 'Remove from Watchlist' : 'Add to Watchlist';
  return (
    <Anchor>
      <Toggle
        type="button"
        $listed={listed}
        $labelled={labelled}
        aria-label={action}
        aria-pressed={listed}
        aria-busy={busy}
        title={action}
        onClick={toggle}
      >
        {busy ? <TinySpinner size={16} label="Updating watchlist" /> : <BookmarkIcon listed={listed} />}
        {labelled && <span>{action}</span>}
      </Toggle>
      {failure && <Message role="alert">{failure}</Message>}
    </Anchor>
  );
}
