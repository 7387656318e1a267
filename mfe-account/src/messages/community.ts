import { defineMessages, type MessageKey, type Translate } from '@marquee/i18n';
import english from '../locales/community/en.json';

/**
 * The lists', the add-to-list menu's, the feed's and the member pages' messages (namespace `community`):
 * English in mfe-account's bundle, each other language loaded when chosen.
 */
export const useCommunityMessages = defineMessages(
  'community',
  english,
  (language) =>
    import(/* webpackChunkName: "community-messages-[request]" */ `../locales/community/${language}.json`),
);

/** The `t` of `useCommunityMessages`, for helpers that turn data into texts outside a component. */
export type CommunityTranslate = Translate<typeof english>;

/** A message of the namespace, as the code names it (plural forms by their base). */
export type CommunityKey = MessageKey<typeof english>;
