import { pageHref } from '@marquee/contracts/pages';
import { setUnauthorizedHandler, type SignInPageState } from '@marquee/client';
import { useNavigate } from '@marquee/router';
import { useEffect } from 'react';

/** After a 401 has ended the session (in @marquee/client), sends the visitor to sign in again, saying why. */
export function UnauthorizedRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    setUnauthorizedHandler((sessionEndedBecause) => {
      const state: SignInPageState = sessionEndedBecause ? { sessionEndedBecause } : {};
      navigate(pageHref('login'), { state });
    });
    return () => setUnauthorizedHandler(null);
  }, [navigate]);
  return null;
}
