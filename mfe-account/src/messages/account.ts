import { defineMessages, type Translate } from '@marquee/i18n';
import english from '../locales/account/en.json';

/**
 * The account's own messages (namespace `account`): sign-in and password screens, the profile and its
 * settings, the watchlist, notifications and the widgets other apps place. English is in mfe-account's
 * bundle; each other language loads when chosen.
 */
export const useAccountMessages = defineMessages(
  'account',
  english,
  (language) =>
    import(/* webpackChunkName: "account-messages-[request]" */ `../locales/account/${language}.json`),
);

/** The `t` of `useAccountMessages`, for helpers that turn data into texts outside a component. */
export type AccountTranslate = Translate<typeof english>;
