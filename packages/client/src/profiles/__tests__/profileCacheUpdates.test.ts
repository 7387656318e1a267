import type { FavouriteFilm, Profile, ProfileSettings } from '@marquee/contracts';
import { withFollowing, withSettingsChanged } from '../profileCacheUpdates';
import { profileKeys } from '../profileKeys';

const profile = (isFollowing: boolean, followers: number) =>
  ({
    handle: 'ada_l',
    counts: { publicLists: 0, diaryEntries: null, reviews: 0, followers, following: 2 },
    viewer: { isSelf: false, isFollowing, followsYou: true },
  }) as Profile;

test('a follow or an unfollow turns the button and moves the follower count by one', () => {
  const followed = withFollowing(profile(false, 3), true);
  expect(followed.viewer).toEqual({ isSelf: false, isFollowing: true, followsYou: true });
  expect(followed.counts).toMatchObject({ followers: 4, following: 2 });
  expect(withFollowing(profile(true, 3), false).counts.followers).toBe(2);
});

test('following again changes nothing, and no count goes below zero', () => {
  const following = profile(true, 3);
  expect(withFollowing(following, true)).toBe(following);
  expect(withFollowing(profile(true, 0), false).counts.followers).toBe(0);
});

test("a handle's keys are one whatever its case, under the prefix a follow refreshes", () => {
  expect(profileKeys.profile('Ada_L', 'u1')).toEqual(profileKeys.profile('ada_l', 'u1'));
  expect(profileKeys.people('ADA_L', 'followers', null).slice(0, 2)).toEqual(profileKeys.handles);
});

const film = (movieId: string): FavouriteFilm => ({
  movieId,
  title: `Film ${movieId}`,
  poster: null,
  year: '1999',
});
const settings: ProfileSettings = {
  handle: 'ada_l',
  profileVisibility: 'public',
  diaryVisibility: 'private',
  favourites: [film('1'), film('2'), film('3')],
  hiddenAt: null,
};

test('a settings change shows its visibilities and the known favourites in their new order', () => {
  const changed = withSettingsChanged(settings, {
    profileVisibility: 'private',
    favouriteMovieIds: ['3', '1'],
  });
  expect(changed.profileVisibility).toBe('private');
  expect(changed.favourites.map((favourite) => favourite.movieId)).toEqual(['3', '1']);
  expect(withSettingsChanged(settings, { diaryVisibility: 'public' }).favourites).toBe(settings.favourites);
});

test('a film just picked waits for the server, which copies its title and poster', () => {
  const changed = withSettingsChanged(settings, { favouriteMovieIds: ['1', '2', '3', '9'] });
  expect(changed.favourites.map((favourite) => favourite.movieId)).toEqual(['1', '2', '3']);
});
