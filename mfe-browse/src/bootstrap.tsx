import { marqueeStore } from '@marquee/client';
import { DevHarness, type HarnessEntry } from '@marquee/ui';
import { Provider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import HomePage from './pages/HomePage';
import CategoryPage from './pages/CategoryPage';
import TopRatedPage from './pages/TopRatedPage';
import GenresPage from './pages/GenresPage';
import SearchPage from './pages/SearchPage';

const entries: HarnessEntry[] = [
  { path: '/', label: 'Home', element: <HomePage /> },
  { path: '/category/:category', href: '/category/popular', label: 'Category', element: <CategoryPage /> },
  { path: '/top-rated', label: 'Top Rated', element: <TopRatedPage /> },
  { path: '/genres', label: 'Genres', element: <GenresPage /> },
  { path: '/search', href: '/search?q=alien', label: 'Search', element: <SearchPage /> },
];

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={marqueeStore}>
      <DevHarness name="mfe-browse" entries={entries} />
    </Provider>
  </StrictMode>,
);
