import { i18n } from '@marquee/i18n';
import { MOVIE_NAMESPACE, type MovieTranslate } from '../messages';

/** mfe-movie's `t` in English, for the helpers that turn data into texts, tested outside components. */
export const englishT = i18n.getFixedT('en', MOVIE_NAMESPACE) as unknown as MovieTranslate;
