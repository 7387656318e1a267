import { clientText } from '../messages';

/**
 * The texts of working offline (docs/product.md, The installable app), each in the current language when
 * read. In a component, `useClientMessages()` (`t('offline.notice')`) renders again on a language switch.
 */
export const offlineTexts = {
  get notice() {
    return clientText('offline.notice');
  },
  waiting: (count: number) => clientText('offline.waiting', { count }),
  get loggedOffline() {
    return clientText('offline.loggedOffline');
  },
};
