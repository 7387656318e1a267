import { userAtom } from '@marquee/client';
import { chooseTheme } from '@marquee/ui';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';

/**
 * A signed-in account's theme wins over this browser's (docs/product.md, Themes): at sign-in, and when it
 * is changed elsewhere. It is kept in this browser too, so the next visit's first paint is already in it.
 */
export function useAccountTheme(): void {
  const theme = useAtomValue(userAtom)?.theme;
  useEffect(() => {
    if (theme) chooseTheme(theme);
  }, [theme]);
}
