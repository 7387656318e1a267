import { userAtom } from '@marquee/client';
import { switchLanguage } from '@marquee/i18n';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';

/**
 * A signed-in account's language wins over this browser's (docs/product.md, Languages): at sign-in, and
 * when it is changed elsewhere. It is remembered in this browser too, so the server's next first screen
 * is in it.
 */
export function useAccountLanguage(): void {
  const language = useAtomValue(userAtom)?.language;
  useEffect(() => {
    if (language) void switchLanguage(language, { remember: true });
  }, [language]);
}
