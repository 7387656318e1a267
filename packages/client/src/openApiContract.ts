/**
 * The client checked against the OpenAPI document (api/openapi.json), type by type: generated/apiSchema.ts
 * is openapi-typescript's reading of the document (`npm run openapi -w @marquee/client`, kept current by
 * a test), and this file compiles only while what the client reads and sends fits what the document says.
 * A route whose answer or body changes without the client following fails `npm run typecheck`.
 */
import type * as Contract from '@marquee/contracts';
import type { operations } from './generated/apiSchema';
import type { CatalogStatus } from './movies/moviesApi';

type Operation = keyof operations;
type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
/** The JSON the document promises for `operation`'s `status` answer. */
type Answer<Op extends Operation, Status extends keyof operations[Op]['responses']> = JsonOf<
  operations[Op]['responses'][Status]
>;
/** The JSON body the document takes for `operation`. */
type RequestBody<Op extends Operation> = JsonOf<NonNullable<operations[Op]['requestBody']>>;
/** Compiles only when `Given` is assignable to `Expected`. */
type Fits<Given extends Expected, Expected> = [Given, Expected];

/** Every answer the client reads is what the document says the operation answers. */
export type ClientAnswers = [
  Fits<Answer<'signIn', 200>, Contract.SessionResponse>,
  Fits<Answer<'registerAccount', 201>, Contract.MessageResponse>,
  Fits<Answer<'exchangeGoogleCode', 200>, Contract.SessionResponse>,
  Fits<Answer<'listSignInProviders', 200>, Contract.AuthProvidersResponse>,
  Fits<Answer<'resendVerificationEmail', 200>, Contract.MessageResponse>,
  Fits<Answer<'requestPasswordReset', 200>, Contract.MessageResponse>,
  Fits<Answer<'resetPassword', 200>, Contract.MessageResponse>,
  Fits<Answer<'getUser', 200>, Contract.UserProfile>,
  Fits<Answer<'updateUser', 200>, Contract.UserProfile>,
  Fits<Answer<'deleteUser', 200>, Contract.MessageResponse>,
  Fits<Answer<'getWatchlist', 200>, Contract.WatchlistResponse>,
  Fits<Answer<'addToWatchlist', 200>, Contract.WatchlistResponse>,
  Fits<Answer<'removeFromWatchlist', 200>, Contract.WatchlistResponse>,
  Fits<Answer<'listMovieReviews', 200>, Contract.MovieReviewsResponse>,
  Fits<Answer<'listUserReviews', 200>, Contract.UserReviewsResponse>,
  Fits<Answer<'getReview', 200>, Contract.ReviewDetails>,
  Fits<Answer<'createReview', 201>, Contract.Review>,
  Fits<Answer<'createReview', 409>, Contract.DuplicateReviewResponse>,
  Fits<Answer<'updateReview', 200>, Contract.Review>,
  Fits<Answer<'deleteReview', 200>, Contract.MessageResponse>,
  Fits<Answer<'voteOnReview', 200>, Contract.VoteResponse>,
  Fits<Answer<'listPopularMovies', 200>, Contract.MoviePage>,
  Fits<Answer<'listTrendingMovies', 200>, Contract.MoviePage>,
  Fits<Answer<'listTopRatedMovies', 200>, Contract.MoviePage>,
  Fits<Answer<'listUpcomingMovies', 200>, Contract.MoviePage>,
  Fits<Answer<'listGenres', 200>, Contract.GenreList>,
  Fits<Answer<'discoverMovies', 200>, Contract.MoviePage>,
  Fits<Answer<'searchMovies', 200>, Contract.MoviePage>,
  Fits<Answer<'getMovie', 200>, Contract.MovieDetails>,
  Fits<Answer<'getCatalogStatus', 200>, CatalogStatus>,
  Fits<Answer<'getAiStatus', 200>, Contract.AiTestResponse>,
  Fits<Answer<'recommendMovies', 200>, Contract.RecommendationsResponse>,
  Fits<Answer<'searchMoviesWithAi', 200>, Contract.AiSearchResponse>,
  Fits<Answer<'analyzeMovieReviews', 200>, Contract.ReviewAnalysisResponse>,
  Fits<Answer<'analyzeMovie', 200>, Contract.MovieAnalysisResponse>,
  Fits<Answer<'getAdminStats', 200>, Contract.AdminStats>,
  Fits<Answer<'listUsers', 200>, Contract.AdminUsersResponse>,
  Fits<Answer<'promoteUser', 200>, Contract.AdminUserChanged>,
  Fits<Answer<'demoteUser', 200>, Contract.AdminUserChanged>,
  Fits<Answer<'deleteAnyUser', 200>, Contract.MessageResponse>,
  Fits<Answer<'listAllReviews', 200>, Contract.AdminReviewsResponse>,
  Fits<Answer<'deleteAnyReview', 200>, Contract.MessageResponse>,
  Fits<Answer<'listAllLists', 200>, Contract.AdminListsResponse>,
  Fits<Answer<'hideList', 200>, Contract.ListResponse>,
  Fits<Answer<'unhideList', 200>, Contract.ListResponse>,
  Fits<Answer<'hideProfile', 200>, Contract.ProfileModeration>,
  Fits<Answer<'unhideProfile', 200>, Contract.ProfileModeration>,
  Fits<Answer<'listAdminActions', 200>, Contract.AdminActionsResponse>,
  Fits<Answer<'getMovieCacheStats', 200>, Contract.MovieCacheStats>,
  Fits<Answer<'flushMovieCache', 200>, Contract.MovieCacheFlushed>,
  Fits<Answer<'listJobQueues', 200>, Contract.AdminJobs>,
  Fits<Answer<'retryFailedJobs', 200>, Contract.AdminJobsRetried>,
  Fits<Answer<'uploadImport', 202>, Contract.ImportResponse>,
  Fits<Answer<'uploadImport', 200>, Contract.ImportResponse>,
  Fits<Answer<'listImports', 200>, Contract.ImportsResponse>,
  Fits<Answer<'getImport', 200>, Contract.ImportResponse>,
  Fits<Answer<'listImportRows', 200>, Contract.ImportRowsResponse>,
  Fits<Answer<'resolveImportRow', 200>, Contract.ResolvedImportRow>,
  Fits<Answer<'startExport', 202>, Contract.ExportResponse>,
  Fits<Answer<'getExport', 200>, Contract.ExportResponse>,
  Fits<Answer<'listUserLists', 200>, Contract.UserLists>,
  Fits<Answer<'createList', 201>, Contract.ListResponse>,
  Fits<Answer<'getList', 200>, Contract.ListResponse>,
  Fits<Answer<'updateList', 200>, Contract.ListResponse>,
  Fits<Answer<'listListEntries', 200>, Contract.ListEntriesPage>,
  Fits<Answer<'addListEntry', 201>, Contract.ListEntryResponse>,
  Fits<Answer<'updateListEntry', 200>, Contract.ListEntryResponse>,
  Fits<Answer<'getFeed', 200>, Contract.FeedPage>,
  Fits<Answer<'getProfile', 200>, Contract.Profile>,
  Fits<Answer<'listFollowers', 200>, Contract.PeoplePage>,
  Fits<Answer<'listFollowing', 200>, Contract.PeoplePage>,
  Fits<Answer<'followProfile', 200>, Contract.FollowState>,
  Fits<Answer<'unfollowProfile', 200>, Contract.FollowState>,
  Fits<Answer<'blockProfile', 200>, Contract.BlockState>,
  Fits<Answer<'unblockProfile', 200>, Contract.BlockState>,
  Fits<Answer<'getProfileSettings', 200>, Contract.ProfileSettings>,
  Fits<Answer<'updateProfileSettings', 200>, Contract.ProfileSettings>,
  Fits<Answer<'setHandle', 200>, Contract.ProfileSettings>,
  Fits<Answer<'listBlocks', 200>, Contract.BlockedPeople>,
  Fits<Answer<'listNotifications', 200>, Contract.NotificationsResponse>,
  Fits<Answer<'countUnreadNotifications', 200>, Contract.UnreadCountResponse>,
  Fits<Answer<'markNotificationRead', 200>, Contract.UnreadCountResponse>,
  Fits<Answer<'markAllNotificationsRead', 200>, Contract.UnreadCountResponse>,
  Fits<Answer<'getNotificationPreferences', 200>, Contract.NotificationPreferencesResponse>,
  Fits<Answer<'updateNotificationPreferences', 200>, Contract.NotificationPreferencesResponse>,
];

/** Every body the client sends is one the document takes. */
export type ClientBodies = [
  Fits<Contract.LoginBody, RequestBody<'signIn'>>,
  Fits<Contract.RegisterBody, RequestBody<'registerAccount'>>,
  Fits<Contract.GoogleCodeBody, RequestBody<'exchangeGoogleCode'>>,
  Fits<Contract.EmailBody, RequestBody<'resendVerificationEmail'>>,
  Fits<Contract.EmailBody, RequestBody<'requestPasswordReset'>>,
  Fits<Contract.ResetPasswordBody, RequestBody<'resetPassword'>>,
  Fits<Contract.UpdateUserBody, RequestBody<'updateUser'>>,
  Fits<Contract.AddToWatchlistBody, RequestBody<'addToWatchlist'>>,
  Fits<Contract.CreateReviewBody, RequestBody<'createReview'>>,
  Fits<Contract.UpdateReviewBody, RequestBody<'updateReview'>>,
  Fits<Contract.VoteBody, RequestBody<'voteOnReview'>>,
  Fits<Contract.RecommendationsBody, RequestBody<'recommendMovies'>>,
  Fits<Contract.AiSearchBody, RequestBody<'searchMoviesWithAi'>>,
  Fits<Contract.AnalyzeReviewsBody, RequestBody<'analyzeMovieReviews'>>,
  Fits<Contract.AnalyzeMovieBody, RequestBody<'analyzeMovie'>>,
  Fits<Contract.ChatBody, RequestBody<'chatWithAssistant'>>,
  Fits<Contract.ImportRowChoice, RequestBody<'resolveImportRow'>>,
  Fits<Contract.CreateListBody, RequestBody<'createList'>>,
  Fits<Contract.UpdateListBody, RequestBody<'updateList'>>,
  Fits<Contract.AddListEntryBody, RequestBody<'addListEntry'>>,
  Fits<Contract.UpdateListEntryBody, RequestBody<'updateListEntry'>>,
  Fits<Contract.UpdateProfileSettingsBody, RequestBody<'updateProfileSettings'>>,
  Fits<Contract.SetHandleBody, RequestBody<'setHandle'>>,
  Fits<Contract.UpdateNotificationPreferencesBody, RequestBody<'updateNotificationPreferences'>>,
];
