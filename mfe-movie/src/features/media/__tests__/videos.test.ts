import { type Video } from '@marquee/contracts';
import { keptVideos, officialTrailer } from '../videos';

const video = (key: string, type: string, site = 'YouTube'): Video => ({
  id: key,
  key,
  name: `${type} ${key}`,
  site,
  type,
  size: 1080,
  official: true,
  published_at: '2020-01-01T00:00:00.000Z',
});

test('only YouTube trailers, teasers, clips and featurettes are kept, in order', () => {
  const videos = [
    video('a', 'Behind the Scenes'),
    video('b', 'Teaser'),
    video('c', 'Trailer', 'Vimeo'),
    video('d', 'Clip'),
    video('e', 'Featurette'),
    video('f', 'Bloopers'),
    video('g', 'Trailer'),
  ];
  expect(keptVideos(videos).map((kept) => kept.key)).toEqual(['b', 'd', 'e', 'g']);
});

test('the official trailer is the first Trailer among the kept videos', () => {
  const kept = keptVideos([video('v', 'Trailer', 'Vimeo'), video('t', 'Teaser'), video('x', 'Trailer')]);
  expect(officialTrailer(kept, 'en')?.key).toBe('x');
  expect(officialTrailer(keptVideos([video('t', 'Teaser'), video('c', 'Clip')]), 'en')).toBeUndefined();
});

test("the trailer in the reader's language comes first, else the first one (most are only in English)", () => {
  const inLanguage = (key: string, language: string): Video => ({
    ...video(key, 'Trailer'),
    iso_639_1: language,
  });
  const kept = keptVideos([inLanguage('en1', 'en'), video('t', 'Teaser'), inLanguage('de1', 'de')]);
  expect(officialTrailer(kept, 'de')?.key).toBe('de1');
  expect(officialTrailer(kept, 'es')?.key).toBe('en1');
  expect(officialTrailer(kept, 'en')?.key).toBe('en1');
});
