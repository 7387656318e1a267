import { marqueeStore } from '@marquee/client';
import { DevHarness, type HarnessEntry } from '@marquee/ui';
import { Provider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import MovieDetailPage from './pages/MovieDetailPage';
import CastPage from './pages/CastPage';
import PhotosPage from './pages/PhotosPage';
import VideosPage from './pages/VideosPage';
import ReviewsPage from './pages/ReviewsPage';

const entries: HarnessEntry[] = [
  { path: '/movie/:id', href: '/movie/550', label: 'Movie details', element: <MovieDetailPage /> },
  { path: '/movie/:id/cast', href: '/movie/550/cast', label: 'Cast & Crew', element: <CastPage /> },
  { path: '/movie/:id/photos', href: '/movie/550/photos', label: 'Photos', element: <PhotosPage /> },
  { path: '/movie/:id/videos', href: '/movie/550/videos', label: 'Videos', element: <VideosPage /> },
  { path: '/movie/:id/reviews', href: '/movie/550/reviews', label: 'Reviews', element: <ReviewsPage /> },
];

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={marqueeStore}>
      <DevHarness name="mfe-movie" entries={entries} />
    </Provider>
  </StrictMode>,
);
