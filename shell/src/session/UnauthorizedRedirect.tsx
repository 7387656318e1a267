import { setUnauthorizedHandler } from '@marquee/client';
import { useNavigate } from '@marquee/router';
import { useEffect } from 'react';

/** After a 401 has ended the session (in @marquee/client), sends the visitor to sign in again. */
export function UnauthorizedRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    setUnauthorizedHandler(() => navigate('/login'));
    return () => setUnauthorizedHandler(null);
  }, [navigate]);
  return null;
}
