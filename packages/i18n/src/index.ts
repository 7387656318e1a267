export { I18nextProvider as LanguageProvider } from 'react-i18next';
export { i18n, type Messages, type MessagesLoader } from './i18n';
export { defineMessages, type MessageKey, type MessageValues, type Translate } from './defineMessages';
export {
  applyToDocument,
  currentLanguage,
  readRenderLanguageFrom,
  resolveLanguage,
  storedLanguage,
  switchLanguage,
  useLanguage,
} from './language';
export { cachedFormat } from './intlFormats';
export { localeOf } from './locales';
