import { pageIdOf, pageNames, pages } from '@marquee/contracts/pages';
import { Route, Routes } from '@marquee/router';
import { Layout } from './layout/Layout';
import { NotFoundPage } from './pages/NotFoundPage';
import { type PageId } from './remotes/remoteModules';
import { RemotePage } from './remotes/RemotePage';

interface RemoteRoute {
  path: string;
  page: PageId;
  /** The page's name in loading and failure messages. */
  label: string;
}

/** The product's routes, one per entry of the page table (docs/architecture.md, "Adding a page"). */
export const remoteRoutes: RemoteRoute[] = pageNames.map((name) => ({
  path: pages[name].path,
  page: pageIdOf(name),
  label: pages[name].title,
}));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {remoteRoutes.map(({ path, page, label }) => (
          <Route key={path} path={path} element={<RemotePage key={page} id={page} label={label} />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
