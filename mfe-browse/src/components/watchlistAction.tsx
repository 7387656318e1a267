import { RemoteWidget, type WatchlistMovie } from '@marquee/client';

/** The watchlist button mfe-account exposes, for a card's action slot. */
export function watchlistAction(movie: WatchlistMovie) {
  return <RemoteWidget id="mfe_account/WatchlistButton" props={{ movie }} />;
}
