import { Type, type Static, type TSchema } from 'typebox';
import { DiaryVisibility } from './diary';
import { STARS } from './ratings';
import { REVIEW_LIMITS, ReviewLanguage } from './reviews';
import { Count, cursorPageQueryFields, filmCopyFields, nextCursorField, Nullable } from './schemaParts';
import { MovieId } from './watchlist';
import { PROFILE_LIMITS } from './profileLimits';

export { PROFILE_LIMITS };

/**
 * Who may see a profile: anyone (the default, as on Letterboxd), or its owner only. The diary keeps its
 * own visibility, private by default: a public profile shows diary entries only once the diary is public.
 */
export const ProfileVisibility = Type.Union([Type.Literal('public'), Type.Literal('private')]);
export type ProfileVisibility = Static<typeof ProfileVisibility>;

const Uuid = Type.String({ format: 'uuid' });
const DateTime = Type.String({ format: 'date-time' });
/** A handle as the routes take it; its rules (handles.ts) are checked by the server, with their own messages. */
const HandleText = Type.String({ minLength: 1, maxLength: 100, examples: ['ada_l'] });

/** A favourite film, with what the profile shows of it copied when it was picked. */
export const FavouriteFilm = Type.Object(filmCopyFields);
export type FavouriteFilm = Static<typeof FavouriteFilm>;

/** What a user chooses about their public profile, as its owner (or an admin) reads it. */
export const ProfileSettings = Type.Object({
  /** The profile's address is /u/:handle; null until the user picks one (no profile without it). */
  handle: Nullable(Type.String()),
  profileVisibility: ProfileVisibility,
  diaryVisibility: DiaryVisibility,
  /** At most four, in the owner's order. */
  favourites: Type.Array(FavouriteFilm, { maxItems: PROFILE_LIMITS.favouritesMax }),
  /** When an admin hid the profile for breaking the rules, or null. */
  hiddenAt: Nullable(DateTime),
});
export type ProfileSettings = Static<typeof ProfileSettings>;

/** PUT /api/users/:id/handle. */
export const SetHandleBody = Type.Object({ handle: HandleText });
export type SetHandleBody = Static<typeof SetHandleBody>;

/** PATCH /api/users/:id/profile-settings: the fields to change. */
export const UpdateProfileSettingsBody = Type.Object(
  {
    profileVisibility: Type.Optional(ProfileVisibility),
    diaryVisibility: Type.Optional(DiaryVisibility),
    /** The favourite films in order (replacing the old ones): at most four, each a known film, no repeats. */
    favouriteMovieIds: Type.Optional(
      Type.Array(MovieId, { maxItems: PROFILE_LIMITS.favouritesMax, uniqueItems: true }),
    ),
  },
  { minProperties: 1 },
);
export type UpdateProfileSettingsBody = Static<typeof UpdateProfileSettingsBody>;

export const HandleParams = Type.Object({ handle: HandleText });
export type HandleParams = Static<typeof HandleParams>;

/** Someone as lists of people and the feed show them. */
export const Person = Type.Object({
  id: Uuid,
  name: Type.String(),
  handle: Type.String(),
  avatar: Nullable(Type.String()),
});
export type Person = Static<typeof Person>;

/** A diary entry as a profile and the feed show it (its tags stay on the diary page). */
export const ProfileDiaryEntry = Type.Object({
  id: Uuid,
  ...filmCopyFields,
  watchedOn: Type.String({ format: 'date' }),
  /** The rating as 1..5 stars, or null. */
  stars: Nullable(Type.Integer({ minimum: STARS.min, maximum: STARS.max })),
  rewatch: Type.Boolean(),
  reviewId: Nullable(Uuid),
  createdAt: DateTime,
});
export type ProfileDiaryEntry = Static<typeof ProfileDiaryEntry>;

/** A review as a profile and the feed show it. */
export const ProfileReview = Type.Object({
  id: Uuid,
  movieId: MovieId,
  movieTitle: Type.String(),
  rating: Type.Integer({ minimum: REVIEW_LIMITS.ratingMin, maximum: REVIEW_LIMITS.ratingMax }),
  title: Type.String(),
  comment: Type.String(),
  language: ReviewLanguage,
  likes: Count,
  dislikes: Count,
  createdAt: DateTime,
});
export type ProfileReview = Static<typeof ProfileReview>;

/** A public list as a profile and the feed show it. */
export const ProfileList = Type.Object({
  id: Uuid,
  name: Type.String(),
  description: Type.String(),
  ranked: Type.Boolean(),
  entryCount: Count,
  /** The poster paths of its first films (at most 4), for its card. */
  posters: Type.Array(Type.String()),
  updatedAt: DateTime,
});
export type ProfileList = Static<typeof ProfileList>;

/** GET /api/profiles/:handle: a user's public face. */
export const Profile = Type.Object({
  id: Uuid,
  name: Type.String(),
  handle: Type.String(),
  avatar: Nullable(Type.String()),
  memberSince: DateTime,
  profileVisibility: ProfileVisibility,
  diaryVisibility: DiaryVisibility,
  /** Set only when an admin hid the profile: then only its owner and admins read it. */
  hiddenAt: Nullable(DateTime),
  counts: Type.Object({
    publicLists: Count,
    /** null when the diary is private (and the reader is not its owner). */
    diaryEntries: Nullable(Count),
    reviews: Count,
    /** The followers and followings the reader may see (public, shown, not blocked). */
    followers: Count,
    following: Count,
  }),
  favourites: Type.Array(FavouriteFilm),
  /** The latest viewings, newest logged first; empty when the diary is private (and the reader is not its owner). */
  recentDiary: Type.Array(ProfileDiaryEntry),
  recentReviews: Type.Array(ProfileReview),
  /** Public lists, the most recently changed first. */
  lists: Type.Array(ProfileList),
  /** The reader's relation to the profile (all false for a guest). */
  viewer: Type.Object({
    isSelf: Type.Boolean(),
    isFollowing: Type.Boolean(),
    followsYou: Type.Boolean(),
  }),
});
export type Profile = Static<typeof Profile>;

/** A cursor and a page size, for the pages of people and of the feed. */
const pageQuery = (pageDefault: number, pageMax: number) =>
  Type.Object(cursorPageQueryFields(200, { pageDefault, pageMax }));

/** GET /api/profiles/:handle/followers and /following: newest first. */
export const PeopleQuery = pageQuery(PROFILE_LIMITS.peoplePageDefault, PROFILE_LIMITS.peoplePageMax);
export type PeopleQuery = Static<typeof PeopleQuery>;

export const PeoplePage = Type.Object({
  people: Type.Array(Person),
  ...nextCursorField,
});
export type PeoplePage = Static<typeof PeoplePage>;

/** The answer of a follow or an unfollow. */
export const FollowState = Type.Object({ isFollowing: Type.Boolean() });
export type FollowState = Static<typeof FollowState>;

/** The answer of a block or an unblock. */
export const BlockState = Type.Object({ isBlocked: Type.Boolean() });
export type BlockState = Static<typeof BlockState>;

/** GET /api/users/:id/blocks: the people a user blocked, newest first (so they can be unblocked). */
export const BlockedPeople = Type.Object({ people: Type.Array(Person) });
export type BlockedPeople = Static<typeof BlockedPeople>;

/** GET /api/feed. */
export const FeedQuery = pageQuery(PROFILE_LIMITS.feedPageDefault, PROFILE_LIMITS.feedPageMax);
export type FeedQuery = Static<typeof FeedQuery>;

const feedItem = <K extends string, T extends Record<string, TSchema>>(kind: K, content: T) =>
  Type.Object({
    kind: Type.Literal(kind),
    /** When it happened: a viewing or a review was logged, a list last changed. */
    at: DateTime,
    person: Person,
    ...content,
  });

/** One thing someone the reader follows did. */
export const FeedItem = Type.Union([
  feedItem('diary', { entry: ProfileDiaryEntry }),
  feedItem('review', { review: ProfileReview }),
  feedItem('list', { list: ProfileList }),
]);
export type FeedItem = Static<typeof FeedItem>;

export const FeedPage = Type.Object({
  /** Newest first. */
  items: Type.Array(FeedItem),
  ...nextCursorField,
});
export type FeedPage = Static<typeof FeedPage>;

/** The answer of an admin's hide or unhide of a profile. */
export const ProfileModeration = Type.Object({
  id: Uuid,
  handle: Nullable(Type.String()),
  hiddenAt: Nullable(DateTime),
});
export type ProfileModeration = Static<typeof ProfileModeration>;
