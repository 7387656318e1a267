import { type Profile } from '@marquee/contracts';
import { type Knex } from 'knex';
import { publicList, publicLists, recentDiary, recentReviews } from './profileContent';
import { shownProfileUser } from './profileUsers';
import { shownTo, type Viewer } from './viewer';

/** How many people on one side of `userId`'s follows the viewer may see. */
async function countPeople(
  db: Knex,
  userId: string,
  side: 'followers' | 'following',
  viewer: Viewer | undefined,
): Promise<number> {
  const [self, other] =
    side === 'followers' ? ['followee_id', 'follower_id'] : ['follower_id', 'followee_id'];
  const [row] = await db('follows as f')
    .join('users as u', 'u.id', `f.${other}`)
    .where(`f.${self}`, userId)
    .where(shownTo(db, 'u', viewer))
    .count<{ count: string }[]>('* as count');
  return Number(row?.count ?? 0);
}

async function countOf(query: Knex.QueryBuilder): Promise<number> {
  const [row] = (await query.count('* as count')) as { count: string }[];
  return Number(row?.count ?? 0);
}

/**
 * A profile as `viewer` may see it (else the 404 of an unknown one). The diary (its entries and its count)
 * is shown when it is public, or to its owner; lists are the public ones, whoever reads.
 */
export async function readProfile(db: Knex, handle: string, viewer: Viewer | undefined): Promise<Profile> {
  const user = await shownProfileUser(db, handle, viewer);
  const isSelf = viewer?.id === user.id;
  const diaryShown = isSelf || user.diary_visibility === 'public';
  const follows = (followerId: string, followeeId: string) =>
    db('follows').where({ follower_id: followerId, followee_id: followeeId }).first('follower_id');
  const [diary, reviews, lists, listCount, diaryCount, followers, following, isFollowing, followsYou] =
    await Promise.all([
      diaryShown ? recentDiary(db, user.id) : [],
      recentReviews(db, user.id),
      publicLists(db, user.id),
      countOf(db('lists as l').where('l.user_id', user.id).whereRaw(publicList('l'))),
      diaryShown ? countOf(db('diary_entries').where('user_id', user.id)) : null,
      countPeople(db, user.id, 'followers', viewer),
      countPeople(db, user.id, 'following', viewer),
      viewer && !isSelf ? follows(viewer.id, user.id) : undefined,
      viewer && !isSelf ? follows(user.id, viewer.id) : undefined,
    ]);
  return {
    id: user.id,
    name: user.name,
    handle: user.handle,
    avatar: user.avatar,
    memberSince: user.created_at.toISOString(),
    profileVisibility: user.profile_visibility,
    diaryVisibility: user.diary_visibility,
    hiddenAt: user.profile_hidden_at?.toISOString() ?? null,
    counts: {
      publicLists: listCount,
      diaryEntries: diaryCount,
      reviews: user.review_count,
      followers,
      following,
    },
    favourites: user.favourite_films,
    recentDiary: diary,
    recentReviews: reviews,
    lists,
    viewer: { isSelf, isFollowing: Boolean(isFollowing), followsYou: Boolean(followsYou) },
  };
}
