import { type MovieSummary } from '@marquee/contracts';
import { type ComponentType } from 'react';
import { type MovieForAnalysis, type ReviewForAnalysis } from './analysisInputs';

/** What the watchlist keeps of a film (docs/product.md §3, Watchlist item); a list entry and a detail page both have it. */
export type WatchlistMovie = Pick<
  MovieSummary,
  'id' | 'title' | 'poster_path' | 'overview' | 'vote_average' | 'release_date'
>;

/**
 * The components remotes expose for other apps to place inside their own screens, by Module Federation
 * id (`<container>/<expose>`), with their props. It mirrors those remotes' `exposes`.
 */
export interface RemoteWidgetProps {
  /** `labelled`: the action's name shows beside the icon (the movie page), not only as a tooltip. */
  'mfe_account/WatchlistButton': { movie: WatchlistMovie; labelled?: boolean };
  /** Logs a viewing in the diary ("Mark as watched"); `labelled` as for the watchlist button. */
  'mfe_account/LogFilmButton': { movie: WatchlistMovie; labelled?: boolean };
  /** The "Add to list" menu of the user's lists (issue 22); `labelled` as for the watchlist button. */
  'mfe_account/AddToListButton': { movie: WatchlistMovie; labelled?: boolean };
  /** "Not interested" (issue 23): hides the film from the user's discovery pages, with Undo on the card. */
  'mfe_account/NotInterestedButton': { movie: WatchlistMovie };
  /** The hide-seen setting as the discovery pages' quick toggle (issue 23); nothing for guests. */
  'mfe_account/HideSeenToggle': Record<string, never>;
  /** "Remind me" on a film not released yet (nothing for one already out); `labelled` as for the watchlist button. */
  'mfe_account/RemindMeButton': { movie: WatchlistMovie; labelled?: boolean };
  /** The first items of the signed-in user's feed, with a link to /feed (the home page, for members only). */
  'mfe_account/FeedPreview': Record<string, never>;
  'mfe_ai/ChatModal': { open: boolean; onClose: () => void; movieTitle?: string };
  /** `reviews`: the film's external reviews; the analysis adds Marquee's own. */
  'mfe_ai/ReviewAnalysisPanel': { movieId: string; movieTitle: string; reviews: ReviewForAnalysis[] };
  'mfe_ai/MovieAnalysisPanel': { movieId: string; movieTitle: string; movie: MovieForAnalysis };
}

export type RemoteWidgetId = keyof RemoteWidgetProps;

export type RemoteWidgetModule<Id extends RemoteWidgetId> = { default: ComponentType<RemoteWidgetProps[Id]> };

/** Loads one exposed widget: the shell passes its Module Federation loader, tests their own. */
export type RemoteWidgetLoader = <Id extends RemoteWidgetId>(id: Id) => Promise<RemoteWidgetModule<Id>>;
