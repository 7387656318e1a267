import { type ExportFile } from '../buildExportZip';
import { letterboxdImportCsv, type LetterboxdImportRow } from '../letterboxd/letterboxdImportCsv';
import { MARQUEE_EXPORT_FILE, type MarqueeExport } from './marqueeExportSchema';
import { checkMarqueeExport } from './parseMarqueeExport';

/**
 * The files of "Download my data": Marquee's JSON (everything, for a round trip) and Letterboxd import
 * CSVs in letterboxd/ (diary entries with their reviews, then ratings and reviews of films not in the
 * diary; the watchlist apart, as Letterboxd imports it apart). `directors` fills Letterboxd's Directors
 * column when the caller knows them.
 */
export function marqueeExportFiles(
  data: MarqueeExport,
  directors: ReadonlyMap<number, string[]> = new Map(),
): ExportFile[] {
  checkMarqueeExport(data, MARQUEE_EXPORT_FILE);
  const film = (item: { movieId: number; title: string; year: string }): LetterboxdImportRow => ({
    tmdbId: item.movieId,
    title: item.title,
    year: item.year || null,
    directors: directors.get(item.movieId) ?? [],
  });
  const reviews = new Map(data.reviews.map((review) => [review.id, review]));
  const inDiary = new Set(data.diary.map((entry) => entry.movieId));
  const linkedReviews = new Set(data.diary.map((entry) => entry.reviewId));
  const watched: LetterboxdImportRow[] = [
    ...data.diary.map((entry) => ({
      ...film(entry),
      watchedOn: entry.watchedOn,
      rating10: entry.rating10,
      tags: entry.tags,
      review: (entry.reviewId && reviews.get(entry.reviewId)?.text) || null,
    })),
    ...data.ratings
      .filter((rating) => !inDiary.has(rating.movieId))
      .map((rating) => ({ ...film(rating), rating10: rating.rating10 })),
    ...data.reviews
      .filter((review) => !linkedReviews.has(review.id) && !inDiary.has(review.movieId))
      .map((review) => ({ ...film(review), rating10: review.stars * 2, review: review.text })),
  ];
  const csvFiles = [
    ...letterboxdImportCsv(watched, 'letterboxd/diary'),
    ...letterboxdImportCsv(data.watchlist.map(film), 'letterboxd/watchlist'),
  ];
  return [
    { name: MARQUEE_EXPORT_FILE, data: `${JSON.stringify(data, null, 2)}\n` },
    ...csvFiles.map((file) => ({ name: file.name, data: file.csv })),
  ];
}
