import type { AnalyzeMovieBody, AnalyzeReviewsBody, MovieDetails } from '@marquee/contracts';

/** What the movie analysis is told about a film (the analyze-movie call's movieData). */
export type MovieForAnalysis = AnalyzeMovieBody['movieData'];

/** An external review as the review analysis reads it. */
export type ReviewForAnalysis = AnalyzeReviewsBody['tmdbReviews'][number];

// The analyze calls' own caps (AnalyzeMovieBody, AnalyzeReviewsBody): larger inputs would be refused.
const CAPS = { reviews: 50, reviewChars: 20_000, overviewChars: 5000, keywords: 50, cast: 20, genres: 20 };

/** The film as the movie analysis panel wants it, from a detail page's data. */
export function movieForAnalysis(movie: MovieDetails): MovieForAnalysis {
  const director = movie.credits?.crew.find((member) => member.job === 'Director')?.name;
  return {
    id: movie.id,
    title: movie.title,
    overview: movie.overview.slice(0, CAPS.overviewChars),
    tagline: movie.tagline,
    release_date: movie.release_date,
    runtime: movie.runtime,
    genres: movie.genres.slice(0, CAPS.genres).map(({ id, name }) => ({ id, name })),
    vote_average: movie.vote_average,
    keywords: (movie.keywords?.keywords ?? []).slice(0, CAPS.keywords).map((keyword) => keyword.name),
    ...(director ? { director } : {}),
    cast: (movie.credits?.cast ?? []).slice(0, CAPS.cast).map((member) => member.name),
  };
}

/** The film's external reviews as the review analysis panel wants them. */
export function reviewsForAnalysis(movie: MovieDetails): ReviewForAnalysis[] {
  return (movie.reviews?.results ?? []).slice(0, CAPS.reviews).map((review) => ({
    author: review.author,
    content: review.content.slice(0, CAPS.reviewChars),
    rating: review.author_details.rating,
  }));
}
