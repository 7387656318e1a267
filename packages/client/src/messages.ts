import { currentLanguage, defineMessages, i18n, type Translate } from '@marquee/i18n';
import english from './locales/en.json';

/**
 * The client's messages (namespace `client`): the fallbacks of failed calls, offline and calendar texts,
 * defined once for every app since @marquee/client is a Module Federation singleton. English is in the
 * bundle, each other language loaded when chosen. In a component, this hook renders it again when the
 * language changes.
 */
export const useClientMessages = defineMessages(
  'client',
  english,
  (language) => import(/* webpackChunkName: "client-messages-[request]" */ `./locales/${language}.json`),
);

export type ClientMessageKey = Parameters<Translate<typeof english>>[0];

/**
 * A client message in the current language (on the server, the page's), at the moment it is made: an
 * error's fallback text when the call fails, a sentence read outside a component.
 */
export const clientText: Translate<typeof english> = (key, values) =>
  i18n.t(key, { ...values, ns: 'client', lng: currentLanguage() });
