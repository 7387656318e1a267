import type { Video } from '@marquee/contracts';
import { badgeTone, countByType, playableVideos, videoQuality, youtubeThumbnail } from '../videoFacts';

const video = (type: string, site = 'YouTube'): Video => ({
  id: `${type}-${site}`,
  key: 'abc',
  name: type,
  site,
  type,
  size: 1080,
  official: true,
  published_at: '2019-10-15T18:59:47.000Z',
});

test.each([
  [2160, '4K'],
  [1080, 'HD 1080p'],
  [720, 'HD 720p'],
  [480, 'SD'],
  [360, 'SD'],
])('a %ip video is labelled %s', (size, label) => {
  expect(videoQuality(size)).toBe(label);
});

test.each([
  ['Trailer', 'red'],
  ['Teaser', 'orange'],
  ['Clip', 'blue'],
  ['Featurette', 'green'],
  ['Behind the Scenes', 'purple'],
  ['Bloopers', 'pink'],
  ['Opening Credits', 'grey'],
])('a %s badge is %s', (type, tone) => {
  expect(badgeTone(type)).toBe(tone);
});

test('types are counted in the order they first appear', () => {
  expect(countByType([video('Trailer'), video('Clip'), video('Trailer')])).toEqual([
    { type: 'Trailer', count: 2 },
    { type: 'Clip', count: 1 },
  ]);
});

test('every type is kept, only YouTube videos (the embedded player is YouTube)', () => {
  const kept = playableVideos([video('Bloopers'), video('Trailer', 'Vimeo'), video('Featurette')]);
  expect(kept.map((v) => v.type)).toEqual(['Bloopers', 'Featurette']);
});

test('thumbnails come from YouTube in the asked quality', () => {
  expect(youtubeThumbnail('dfeUzm6KF4g', 'maxresdefault')).toBe(
    'https://img.youtube.com/vi/dfeUzm6KF4g/maxresdefault.jpg',
  );
});
