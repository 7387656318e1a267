import { AppRoutes } from './routes';
import { ScrollToTop } from './session/ScrollToTop';
import { useAccountLanguage } from './session/useAccountLanguage';
import { useAccountTheme } from './session/useAccountTheme';
import { useAccountTimeZone } from './session/useAccountTimeZone';
import { UnauthorizedRedirect } from './session/UnauthorizedRedirect';
import { useWatchlistSession } from './session/useWatchlistSession';

/** The shell inside its providers and router: session glue plus the routed layout. */
export function App() {
  useWatchlistSession();
  useAccountLanguage();
  useAccountTheme();
  useAccountTimeZone();
  return (
    <>
      <ScrollToTop />
      <UnauthorizedRedirect />
      <AppRoutes />
    </>
  );
}
