import { useLocation, useNavigate } from '@marquee/router';
import { pageHref } from '@marquee/contracts/pages';
import { useCallback } from 'react';
import { saveReturnUrl } from '../auth';

export interface SendToSignInOptions {
  /**
   * Replace the current history entry: for a page that turns guests away as it opens, so Back from /login
   * does not land on it and bounce to /login again.
   */
  replace?: boolean;
}

/**
 * For actions guests may not take (docs/product.md §6): remembers where to come back to, then goes to /login.
 * The return URL defaults to the current page; takeReturnUrl reads it back after sign-in.
 */
export function useSendToSignIn(): (returnUrl?: string, options?: SendToSignInOptions) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (returnUrl = `${location.pathname}${location.search}${location.hash}`, options = {}) => {
      saveReturnUrl(returnUrl);
      navigate(pageHref('login'), { replace: options.replace });
    },
    [location.hash, location.pathname, location.search, navigate],
  );
}
