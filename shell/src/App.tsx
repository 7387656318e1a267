import { AppRoutes } from './routes';
import { ScrollToTop } from './session/ScrollToTop';
import { UnauthorizedRedirect } from './session/UnauthorizedRedirect';

/** The shell inside its providers and router: session glue plus the routed layout. */
export function App() {
  return (
    <>
      <ScrollToTop />
      <UnauthorizedRedirect />
      <AppRoutes />
    </>
  );
}
