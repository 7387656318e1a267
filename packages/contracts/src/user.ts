import { Type, type Static } from 'typebox';
import { DiaryVisibility } from './diary';
import { LANGUAGES } from './languages';

export const Role = Type.Union([Type.Literal('user'), Type.Literal('admin')]);
export type Role = Static<typeof Role>;

/** A colour theme the account chose (docs/product.md, Themes). */
export const ThemeChoice = Type.Union([Type.Literal('light'), Type.Literal('dark')]);
export type ThemeChoice = Static<typeof ThemeChoice>;

/** A language Marquee speaks (docs/product.md, Languages). */
export const LanguageSchema = Type.Enum(LANGUAGES);

/** The signed-in user as the browser keeps it (docs/product.md §3, auth state user: id, name, role). */
export const SessionUser = Type.Object({
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  role: Role,
  avatar: Type.Optional(Type.String()),
  isGoogleUser: Type.Boolean(),
  createdAt: Type.String(),
  /** The colour theme the account chose; absent, the system's preference decides. */
  theme: Type.Optional(ThemeChoice),
  /** The language the account chose; absent, the browser's languages decide. */
  language: Type.Optional(LanguageSchema),
  /** The IANA time zone the browser last reported (the weekly digest's morning); absent until then. */
  timeZone: Type.Optional(Type.String()),
});
export type SessionUser = Static<typeof SessionUser>;

export const UserIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
export type UserIdParams = Static<typeof UserIdParams>;

/** The numbers of the profile's Statistics section. */
export const UserStats = Type.Object({
  watchlistItems: Type.Integer({ minimum: 0 }),
  reviewsWritten: Type.Integer({ minimum: 0 }),
});
export type UserStats = Static<typeof UserStats>;

/** An account as its owner (or an admin) sees it. */
export const UserProfile = Type.Intersect([
  SessionUser,
  Type.Object({
    /** A new address waiting for its confirmation link to be followed. */
    pendingEmail: Type.Optional(Type.String()),
    stats: UserStats,
    /** Who may read the user's diary. */
    diaryVisibility: DiaryVisibility,
  }),
]);
export type UserProfile = Static<typeof UserProfile>;

/**
 * PATCH /api/users/:id: the fields to change. A new email takes effect once its link is followed; the diary
 * visibility at once.
 */
export const UpdateUserBody = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    email: Type.Optional(Type.String({ format: 'email', maxLength: 254 })),
    diaryVisibility: Type.Optional(DiaryVisibility),
    /** null forgets the choice: the system's preference decides again. */
    theme: Type.Optional(Type.Union([ThemeChoice, Type.Null()])),
    /** null forgets the choice: the browser's languages decide again. */
    language: Type.Optional(Type.Union([LanguageSchema, Type.Null()])),
  },
  { minProperties: 1 },
);
export type UpdateUserBody = Static<typeof UpdateUserBody>;
