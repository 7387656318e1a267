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

/** The product's routes (docs/product.md §2, docs/product.md §10.3 for the movie sub-pages), each served by a remote. */
export const remoteRoutes: RemoteRoute[] = [
  { path: '/', page: 'mfe_browse/HomePage', label: 'Home' },
  { path: '/category/:category', page: 'mfe_browse/CategoryPage', label: 'Category' },
  { path: '/top-rated', page: 'mfe_browse/TopRatedPage', label: 'Top Rated' },
  { path: '/genres', page: 'mfe_browse/GenresPage', label: 'Genres' },
  { path: '/search', page: 'mfe_browse/SearchPage', label: 'Search' },
  { path: '/movie/:id', page: 'mfe_movie/MovieDetailPage', label: 'Movie details' },
  { path: '/movie/:id/cast', page: 'mfe_movie/CastPage', label: 'Cast & Crew' },
  { path: '/movie/:id/photos', page: 'mfe_movie/PhotosPage', label: 'Photos' },
  { path: '/movie/:id/videos', page: 'mfe_movie/VideosPage', label: 'Videos' },
  { path: '/movie/:id/reviews', page: 'mfe_movie/ReviewsPage', label: 'Reviews' },
  { path: '/watchlist', page: 'mfe_account/WatchlistPage', label: 'Watchlist' },
  { path: '/login', page: 'mfe_account/LoginPage', label: 'Login' },
  { path: '/register', page: 'mfe_account/RegisterPage', label: 'Register' },
  { path: '/profile', page: 'mfe_account/ProfilePage', label: 'Profile' },
  { path: '/email-verified', page: 'mfe_account/EmailVerifiedPage', label: 'Email verification' },
  { path: '/resend-verification', page: 'mfe_account/ResendVerificationPage', label: 'Resend verification' },
  { path: '/forgot-password', page: 'mfe_account/ForgotPasswordPage', label: 'Forgot password' },
  { path: '/reset-password', page: 'mfe_account/ResetPasswordPage', label: 'Reset password' },
  { path: '/admin', page: 'mfe_admin/AdminPage', label: 'Admin Dashboard' },
  { path: '/admin/setup', page: 'mfe_admin/SetupPage', label: 'Administrator setup' },
  { path: '/ai-features', page: 'mfe_ai/AiFeaturesPage', label: 'AI Features' },
];

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
