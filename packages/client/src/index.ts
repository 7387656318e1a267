export { storageKeys, type StorageKey } from './storage';
export { tokenAtom, userAtom, isAuthenticatedAtom, isAdminAtom, logoutAtom, searchTermAtom } from './session';
export { marqueeStore } from './store';
export {
  GOOGLE_SIGN_IN_URL,
  authProviders,
  exchangeGoogleCode,
  forgotPassword,
  login,
  register,
  resendVerification,
  resetPassword,
  saveSession,
  takeReturnUrl,
  updateSessionUser,
} from './auth';
export { deleteUser, getUser, updateUser } from './users';
export {
  ApiError,
  apiClient,
  createApiClient,
  setUnauthorizedHandler,
  type ApiClient,
  type ApiClientOptions,
  type HttpMethod,
  type RequestOptions,
} from './apiClient';
export {
  MOVIE_LISTS,
  createMoviesApi,
  discoverQuery,
  isMovieListName,
  moviesApi,
  type DiscoverFilters,
  type MovieListName,
  type MoviesApi,
} from './movies/moviesApi';
export { toQueryString } from './movies/queryString';
export { PagedListLoader, type FetchPage, type Page, type PagedListState } from './paging/pagedListLoader';
export { usePagedList, type PagedList } from './paging/usePagedList';
export { RemoteWidget, type RemoteWidgetElementProps } from './remotes/RemoteWidget';
export { RemoteWidgetLoaderProvider } from './remotes/RemoteWidgetLoaderContext';
export {
  type RemoteWidgetId,
  type RemoteWidgetLoader,
  type RemoteWidgetModule,
  type RemoteWidgetProps,
  type WatchlistMovie,
} from './remotes/remoteWidgetTypes';
