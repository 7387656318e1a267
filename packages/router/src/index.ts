// Module Federation shares a package whole, and react-router's entry also carries its server, data-router
// and RSC APIs (about 60 KB gzipped). Sharing this list instead lets webpack keep only what the apps use
// (about a third of that) while every app still gets the one router context. Add an export here before
// using it in an app; apps never import react-router directly (the lint rule says so).
// The api matches URLs to pages with the same matchPath (api/src/frontends/pagePlans.ts).
export {
  BrowserRouter,
  Link,
  matchPath,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
