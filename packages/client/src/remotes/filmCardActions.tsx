import { RemoteWidget } from './RemoteWidget';
import { type WatchlistMovie } from './remoteWidgetTypes';

/**
 * A film card's quick actions, which mfe-account exposes: the watchlist button, "Add to list" beside it,
 * "Mark as watched", "Not interested", and "Remind me" on a film not released yet.
 * For a card's action slot (`renderAction={filmCardActions}`) in any app.
 */
export function filmCardActions(movie: WatchlistMovie) {
  return (
    <>
      <RemoteWidget id="mfe_account/WatchlistButton" props={{ movie }} />
      <RemoteWidget id="mfe_account/AddToListButton" props={{ movie }} />
      <RemoteWidget id="mfe_account/LogFilmButton" props={{ movie }} />
      <RemoteWidget id="mfe_account/RemindMeButton" props={{ movie }} />
      <RemoteWidget id="mfe_account/NotInterestedButton" props={{ movie }} />
    </>
  );
}
