import { AppRoutes } from './routes';
import { ScrollToTop } from './session/ScrollToTop';
import { UnauthorizedRedirect } from './session/UnauthorizedRedirect';
import { useWatchlistSession } from './session/useWatchlistSession';

/** The shell inside its providers and router: session glue plus the routed layout. */
export function App() {
  useWatchlistSession();
  return (
    <>
      <ScrollToTop />
      <UnauthorizedRedirect />
      <AppRoutes />
    </>
  );
}
