import { type RemoteWidgetId, type RemoteWidgetModule } from '@marquee/client';
import { type ComponentType } from 'react';

type Page = { default: ComponentType };

/**
 * The pages each remote exposes, by Module Federation id (`<container>/<expose>`). It mirrors the `exposes`
 * of each remote's webpack.config.js; an id that is not here does not compile.
 */
export interface RemotePages {
  'mfe_browse/HomePage': Page;
  'mfe_browse/CategoryPage': Page;
  'mfe_browse/TopRatedPage': Page;
  'mfe_browse/GenresPage': Page;
  'mfe_browse/SearchPage': Page;
  'mfe_movie/MovieDetailPage': Page;
  'mfe_movie/CastPage': Page;
  'mfe_movie/PhotosPage': Page;
  'mfe_movie/VideosPage': Page;
  'mfe_movie/ReviewsPage': Page;
  'mfe_account/LoginPage': Page;
  'mfe_account/RegisterPage': Page;
  'mfe_account/EmailVerifiedPage': Page;
  'mfe_account/ResendVerificationPage': Page;
  'mfe_account/ForgotPasswordPage': Page;
  'mfe_account/ResetPasswordPage': Page;
  'mfe_account/ProfilePage': Page;
  'mfe_account/WatchlistPage': Page;
  'mfe_admin/AdminPage': Page;
  'mfe_admin/SetupPage': Page;
  'mfe_ai/AiFeaturesPage': Page;
}

/**
 * Components remotes expose for other apps to place inside their own screens. Their props are declared in
 * @marquee/client, next to the RemoteWidget that remotes render them with.
 */
export type RemoteWidgets = { [Id in RemoteWidgetId]: RemoteWidgetModule<Id> };

export type RemoteModules = RemotePages & RemoteWidgets;
export type RemoteId = keyof RemoteModules;
export type PageId = keyof RemotePages;

/** Loads one exposed module; the shell uses Module Federation, tests pass their own. */
export type RemoteLoader = <Id extends RemoteId>(id: Id) => Promise<RemoteModules[Id]>;

/** The container name of the remote that exposes `id`. */
export function remoteNameOf(id: RemoteId): string {
  return id.slice(0, id.indexOf('/'));
}
