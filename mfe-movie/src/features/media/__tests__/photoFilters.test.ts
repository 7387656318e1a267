import type { Image } from '@marquee/contracts';
import { filmPhotos, filterPhotos } from '../photoFilters';
import { recordedFilm } from '../../../testing/recordedFilm';

const image = (file_path: string, aspect_ratio: number): Image => ({
  file_path,
  aspect_ratio,
  width: 1000,
  height: Math.round(1000 / aspect_ratio),
  vote_average: 5,
  vote_count: 1,
  iso_639_1: null,
});

const photos = [image('/wide.jpg', 1.778), image('/edge.jpg', 1.5), image('/tall.jpg', 0.667)];
const paths = (list: Image[]) => list.map((photo) => photo.file_path);

test('backdrops are wider than 1.5, posters 1.5 or narrower, All keeps every photo', () => {
  expect(paths(filterPhotos(photos, 'backdrops'))).toEqual(['/wide.jpg']);
  expect(paths(filterPhotos(photos, 'posters'))).toEqual(['/edge.jpg', '/tall.jpg']);
  expect(paths(filterPhotos(photos, 'all'))).toEqual(['/wide.jpg', '/edge.jpg', '/tall.jpg']);
});

test("the film's photos are its backdrops then its posters; none when images were not loaded", () => {
  const film = recordedFilm();
  const all = filmPhotos(film);
  expect(all).toHaveLength(film.images!.backdrops.length + film.images!.posters.length);
  expect(all[0]).toBe(film.images!.backdrops[0]);
  expect(filmPhotos({ ...film, images: undefined })).toEqual([]);
});
