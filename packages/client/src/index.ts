export { storageKeys, type StorageKey } from './storage';
export { tokenAtom, userAtom, isAuthenticatedAtom, isAdminAtom, logoutAtom, searchTermAtom } from './session';
export { marqueeStore } from './store';
export { useClientMessages } from './messages';
export { createQueryClient, marqueeQueryClient } from './query/queryClient';
export {
  GOOGLE_SIGN_IN_URL,
  authProviders,
  exchangeGoogleCode,
  forgotPassword,
  login,
  register,
  resendVerification,
  resetPassword,
  saveReturnUrl,
  saveSession,
  takeReturnUrl,
  updateSessionUser,
} from './auth';
export { authProvidersQuery } from './authProvidersQuery';
export { deleteUser, getUser, updateUser } from './users/usersApi';
export { userProfileKey } from './users/userKeys';
export { userProfileQuery, useUserProfile } from './users/userProfileQuery';
export { useDeleteAccount, useUpdateProfile } from './users/userProfileMutations';
export { forgetUserData } from './users/forgetUserData';
export { useSignedInUserId } from './useSignedInUserId';
export {
  ApiError,
  answerApiCallsWith,
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
  isMovieListName,
  moviesApi,
  type CatalogStatus,
  type MovieListName,
  type MoviesApi,
} from './movies/moviesApi';
export { movieDetailsKey, movieDetailsQuery, useMovieDetails } from './movies/movieDetailsQueries';
export { catalogStatusQuery, genresQuery } from './movies/catalogQueries';
export { filteredSearchInfiniteQuery } from './movies/filteredSearchQuery';
export { matchesDiscoverFilters } from './movies/matchesDiscoverFilters';
export {
  discoverInfiniteQuery,
  mergedListsInfiniteQuery,
  movieListInfiniteQuery,
  searchInfiniteQuery,
} from './movies/movieListQueries';
export { type ListPage, type MovieList } from './movies/moviePages';
export { usePagedMovies, type PagedMovies } from './movies/usePagedMovies';
export { RemoteWidget, type RemoteWidgetElementProps } from './remotes/RemoteWidget';
export { filmCardActions } from './remotes/filmCardActions';
export { RemoteWidgetLoaderProvider } from './remotes/RemoteWidgetLoaderContext';
export {
  type RemoteWidgetId,
  type RemoteWidgetLoader,
  type RemoteWidgetModule,
  type RemoteWidgetProps,
  type WatchlistMovie,
} from './remotes/remoteWidgetTypes';
export {
  movieForAnalysis,
  reviewsForAnalysis,
  type MovieForAnalysis,
  type ReviewForAnalysis,
} from './remotes/analysisInputs';
export { watchlistKey } from './watchlist/watchlistKey';
export { watchlistQuery } from './watchlist/watchlistQuery';
export { useWatchlist, type UseWatchlistOptions } from './watchlist/useWatchlist';
export {
  addToWatchlistMutation,
  removeFromWatchlistMutation,
  useAddToWatchlist,
  useRemoveFromWatchlist,
} from './watchlist/watchlistMutations';
export { toWatchlistBody } from './watchlist/watchlistItem';
export { savePendingWatchlistItem } from './watchlist/pendingWatchlistItem';
export { keepWatchlistInStorage } from './watchlist/watchlistStorage';
export { openWatchlistSession } from './watchlist/watchlistSession';
export {
  createReview,
  deleteReview,
  fetchMovieReviews,
  fetchUserReviews,
  updateReview,
  voteOnReview,
} from './reviews/reviewsApi';
export { reviewKeys } from './reviews/reviewKeys';
export { userReviewsQuery, useUserReviews } from './reviews/userReviewsQuery';
export { averageRating } from './reviews/averageRating';
export { movieReviewsQuery, useMovieReviews } from './reviews/movieReviewsQuery';
export { useCreateReview, useDeleteReview, useUpdateReview, type ReviewDraft } from './reviews/reviewWrites';
export { useVoteOnReview, type ReviewVote } from './reviews/useVoteOnReview';
export {
  fetchReviewDetails,
  reviewDetailsQuery,
  useReviewDetails,
  useVoteOnReviewDetails,
} from './reviews/reviewDetailsQuery';
export { diaryKeys, type DiaryFilters } from './diary/diaryKeys';
export {
  deleteDiaryEntry,
  fetchDiaryPage,
  fetchDiaryStats,
  fetchMovieWatches,
  logFilm,
  updateDiaryEntry,
} from './diary/diaryApi';
export {
  diaryInfiniteQuery,
  diaryStatsQuery,
  movieWatchesQuery,
  useDiary,
  useDiaryStats,
  useMovieWatches,
} from './diary/diaryQueries';
export { useDeleteDiaryEntry, useLogFilm, useUpdateDiaryEntry } from './diary/diaryMutations';
export { QUEUED, type Queued } from './offline/outbox';
export { useOnline, useOutbox } from './offline/useOutbox';
export { offlineTexts } from './offline/offlineTexts';
export { listKeys, type ListEntriesOrder } from './lists/listKeys';
export {
  addListEntry,
  createList,
  deleteList,
  fetchList,
  fetchListEntries,
  fetchUserLists,
  removeListEntry,
  updateList,
  updateListEntry,
} from './lists/listsApi';
export {
  listEntriesInfiniteQuery,
  listQuery,
  useList,
  useListEntries,
  useMyLists,
  userListsQuery,
} from './lists/listQueries';
export {
  useAddListEntry,
  useCreateList,
  useDeleteList,
  useRemoveListEntry,
  useUpdateList,
  useUpdateListEntry,
  type ListFilm,
  type NewList,
} from './lists/listMutations';
export { feedKeys } from './feed/feedKeys';
export { fetchFeedPage } from './feed/feedApi';
export { feedInfiniteQuery, useFeed } from './feed/feedQueries';
export { profileKeys, type PeopleSide } from './profiles/profileKeys';
export {
  blockProfile,
  fetchBlockedPeople,
  fetchPeoplePage,
  fetchProfile,
  fetchProfileSettings,
  followProfile,
  setHandle,
  unblockProfile,
  unfollowProfile,
  updateProfileSettings,
} from './profiles/profilesApi';
export {
  blockedPeopleQuery,
  peopleInfiniteQuery,
  profileQuery,
  profileSettingsQuery,
  useBlockedPeople,
  usePeople,
  useProfile,
  useProfileSettings,
} from './profiles/profileQueries';
export {
  useBlock,
  useFollow,
  useSetHandle,
  useUpdateProfileSettings,
  type BlockChange,
  type FollowChange,
} from './profiles/profileMutations';
export { useSendToSignIn } from './navigation/useSendToSignIn';
export { signInPageState, type SignInPageState } from './navigation/signInPageState';
export {
  deleteReviewAsAdmin,
  deleteUserAsAdmin,
  demoteUser,
  fetchAdminActions,
  fetchAdminLists,
  fetchAdminReviews,
  fetchAdminStats,
  fetchAdminUsers,
  fetchJobQueues,
  fetchMovieCacheStats,
  flushMovieCache,
  promoteUser,
  retryFailedJobs,
  setListHidden,
  setProfileHidden,
  type AdminPage,
} from './admin/adminApi';
export { adminKeys } from './admin/adminKeys';
export {
  adminActionsQuery,
  adminListsQuery,
  adminReviewsQuery,
  adminStatsQuery,
  adminUsersQuery,
  jobQueuesQuery,
  movieCacheStatsQuery,
} from './admin/adminQueries';
export {
  useChangeUserRole,
  useClaimAdminSetup,
  useDeleteReviewAsAdmin,
  useDeleteUserAsAdmin,
  useFlushMovieCache,
  useRetryFailedJobs,
  useSetListHidden,
  useSetProfileHidden,
  type HiddenChange,
  type RoleChange,
} from './admin/adminMutations';
export {
  aiSearch,
  analyzeMovie,
  analyzeReviews,
  fetchAiRecommendations,
  streamChat,
  testAiConnection,
} from './ai/aiApi';
export { aiKeys } from './ai/aiKeys';
export { aiConnectionQuery, movieAnalysisQuery, reviewAnalysisQuery } from './ai/aiQueries';
export { useAiRecommendations, useAiSearch, useChatReply, type ChatRequest } from './ai/aiMutations';
export { importKeys } from './imports/importKeys';
export {
  fetchImport,
  fetchImports,
  fetchRowsToReview,
  resolveImportRow,
  uploadImport,
  type Upload,
} from './imports/importsApi';
export { isImportRunning } from './imports/importProgress';
export {
  importQuery,
  myImportsQuery,
  rowsToReviewInfiniteQuery,
  useImport,
  useMyImports,
  useRowsToReview,
} from './imports/importQueries';
export { useResolveImportRow, useUploadImport, type RowChoice } from './imports/importMutations';
export { exportKey } from './exports/exportKeys';
export { downloadExport, fetchExport, startExport } from './exports/exportsApi';
export { exportQuery, useDownloadExport, useExport, useStartExport } from './exports/exportQueries';
export { PROGRESS_POLL_MS } from './query/pollWhile';
export { hideSeenKeys } from './hideSeen/hideSeenKeys';
export { hideSeenQuery, useHideSeen, type HideSeen } from './hideSeen/useHideSeen';
export { notInterestedQuery, toNotInterestedBody, useNotInterested } from './hideSeen/notInterested';
export {
  unseenDiscoverInfiniteQuery,
  unseenFilteredSearchInfiniteQuery,
  unseenListInfiniteQuery,
  unseenMergedListsInfiniteQuery,
  unseenSearchInfiniteQuery,
} from './hideSeen/unseenListQueries';
export { useDiscoveryMovies } from './hideSeen/useDiscoveryMovies';
export { fetchCalendar, renewCalendarFeed, revokeCalendarFeed } from './calendar/calendarApi';
export { calendarFeedQuery, calendarQuery, remindersKey, remindersQuery } from './calendar/calendarQueries';
export { useIsUpcoming, useReminders } from './calendar/useReminders';
export {
  notificationKeys,
  notificationPreferencesQuery,
  notificationsInfiniteQuery,
  unreadCountQuery,
  useMarkNotificationsRead,
  useSaveNotificationPreferences,
  useUnreadCount,
} from './notifications/notificationQueries';
export { sendTestPush } from './push/pushApi';
export {
  appRegistration,
  currentSubscription,
  pushSupported,
  turnPushOff,
  turnPushOn,
} from './push/browserPush';
export { browserTimeZone, saveTimeZone } from './timeZone';
