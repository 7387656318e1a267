import { useLocation } from '@marquee/router';
import { useEffect } from 'react';

/** Every route change starts at the top of the page (docs/product.md §1). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
