import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@marquee/contracts/languages';
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { formatMessageNumber } from './numberFormat';

/** One namespace's messages: a flat map from key to ICU-free i18next text (plurals as `key_one`, …). */
export type Messages = Record<string, string>;

/** Loads a namespace's messages in one language: a dynamic import, so each language is its own file. */
export type MessagesLoader = (language: Language) => Promise<Messages | { default: Messages }>;

const loaders = new Map<string, MessagesLoader>();

/** Remembers how a namespace loads; the app that owns the namespace registers it when its code loads. */
export function registerLoader(namespace: string, load: MessagesLoader): void {
  loaders.set(namespace, load);
}

// Each app's namespace comes from its own loader, so a remote deployed alone brings its own translations.
const lazyNamespaces: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = loaders.get(namespace);
    if (!load) return callback(new Error(`No messages registered for "${namespace}"`), false);
    load(language as Language).then(
      (loaded) => callback(null, ('default' in loaded ? loaded.default : loaded) as ResourceKey),
      (error: unknown) => callback(error as Error, false),
    );
  },
};

/**
 * The one i18next instance of every app. @marquee/i18n is a Module Federation singleton, so a language
 * switch reaches every remote at once. English is bundled with each namespace (the first screen needs no
 * extra request); other languages load when chosen.
 */
export const i18n = i18next.createInstance();

void i18n
  .use(lazyNamespaces)
  .use(initReactI18next)
  .init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    load: 'languageOnly',
    ns: [],
    defaultNS: false,
    partialBundledLanguages: true,
    // Keys are flat sentences' names ("nav.home"); a dot or colon in one is not a path.
    keySeparator: false,
    nsSeparator: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
    initAsync: false,
  });
i18n.services.formatter?.add('number', formatMessageNumber);
