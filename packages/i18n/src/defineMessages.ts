import { type Language } from '@marquee/contracts/languages';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n, registerLoader, type Messages, type MessagesLoader } from './i18n';
import { rememberingTexts } from './rememberedTexts';

type PluralSuffix = '_zero' | '_one' | '_two' | '_few' | '_many' | '_other';

/** A message's key as the code names it: plural forms (`films_one`, `films_other`) go by `films`. */
export type MessageKey<M> = keyof M extends infer K
  ? K extends `${infer Base}${PluralSuffix}`
    ? Base
    : K & string
  : never;

/** Values put into a message (`{{count}}`, `{{name}}`); `count` also picks the plural form. */
export type MessageValues = Record<string, string | number>;

export type Translate<M> = (key: MessageKey<M>, values?: MessageValues) => string;

/**
 * An app's namespace: its English messages, bundled (the first screen needs no request for them), and how
 * every other language loads (a dynamic import of that language's file, in the app's own build). Returns
 * the hook its components translate with; the component renders again when the language changes, and
 * suspends while a newly chosen language's messages load.
 */
export function defineMessages<M extends Messages>(
  namespace: string,
  english: M,
  load: MessagesLoader,
): () => { t: Translate<M>; language: Language } {
  i18n.addResourceBundle('en', namespace, english);
  registerLoader(namespace, (language) => (language === 'en' ? Promise.resolve(english) : load(language)));
  // In use from now on: a language switch loads it before showing the new language, and a namespace
  // defined while another language is shown starts loading in it at once (beside the app's own code).
  void i18n.loadNamespaces(namespace);
  return function useMessages() {
    const { t, i18n: instance } = useTranslation(namespace);
    const translate = useMemo(
      () => rememberingTexts(instance, namespace, t as unknown as Translate<M>),
      [instance, t],
    );
    return { t: translate, language: instance.resolvedLanguage as Language };
  };
}
