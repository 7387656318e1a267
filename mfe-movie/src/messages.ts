import { defineMessages, type MessageKey, type Translate } from '@marquee/i18n';
import english from './locales/en.json';

/** mfe-movie's namespace in the one i18next instance. */
export const MOVIE_NAMESPACE = 'movie';

/** mfe-movie's messages (namespace `movie`): English in its bundle, each other language loaded when chosen. */
export const useMovieMessages = defineMessages(
  MOVIE_NAMESPACE,
  english,
  (language) => import(/* webpackChunkName: "movie-messages-[request]" */ `./locales/${language}.json`),
);

/** The `t` of `useMovieMessages`, for helpers that turn data into texts outside a component. */
export type MovieTranslate = Translate<typeof english>;

/** A message's name, for tables that name the text to show (filters, sort orders, video types). */
export type MovieMessageKey = MessageKey<typeof english>;
