import { averageRating } from '@marquee/client';
import type { MovieReviewsResponse, Review, VoteResponse, VoteType } from '@marquee/contracts';
import { isLanguage } from '@marquee/contracts/languages';
import { startLocalApi, type LocalApiReply, type LocalApiRequest } from '@marquee/testing/localApi';
import { randomUUID } from 'node:crypto';

export interface ReviewsServerUser {
  id: string;
  name: string;
  token: string;
}

interface StoredReview extends Omit<Review, 'userVote'> {
  votes: Map<string, VoteType>;
}

/**
 * A local API (a real HTTP server) answering the /api/reviews routes with the contract's shapes and rules (one review
 * per user and film: 409 with the existing reviewId; only authors edit; authors and admins delete; a
 * repeated vote removes it; nobody votes on their own review). Tests read and seed its reviews, can make
 * the next call fail, and can hold calls in flight.
 */
export async function startReviewsServer(users: readonly (ReviewsServerUser & { admin?: boolean })[]) {
  const reviews: StoredReview[] = [];
  const requests: { method: string; path: string; body: Record<string, unknown> }[] = [];
  let nextFailure: LocalApiReply | null = null;

  const view = (review: StoredReview, viewerId: string | undefined): Review => {
    const { votes, ...rest } = review;
    return { ...rest, userVote: (viewerId && votes.get(viewerId)) || null };
  };

  const handle = ({ method, path, body: sent, headers }: LocalApiRequest): LocalApiReply => {
    const url = new URL(path, 'http://reviews');
    if (!url.pathname.startsWith('/api/reviews')) return { status: 404, body: { message: 'Not found' } };
    const body = (sent ?? {}) as Record<string, unknown>;
    requests.push({ method, path: url.pathname, body });
    const token = headers.authorization?.replace(/^Bearer /, '');
    const viewer = users.find((user) => user.token === token);
    const answer = (status: number, payload: unknown): LocalApiReply => ({ status, body: payload });
    if (nextFailure) {
      const failure = nextFailure;
      nextFailure = null;
      return failure;
    }

    const [, , , first, second] = url.pathname.split('/'); // '', 'api', 'reviews', first, second
    if (method === 'GET' && first) {
      const forMovie = reviews
        .filter((review) => review.movieId === first)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      const payload: MovieReviewsResponse = {
        movieId: first,
        reviews: forMovie.map((review) => view(review, viewer?.id)),
        totalReviews: forMovie.length,
        averageRating: averageRating(forMovie.map((review) => review.rating)),
      };
      return answer(200, payload);
    }
    if (!viewer) return answer(401, { message: 'Sign in first' });

    if (method === 'POST' && !first) {
      const existing = reviews.find((r) => r.movieId === body.movieId && r.user.id === viewer.id);
      if (existing) {
        return answer(409, { message: 'You have already reviewed this movie', reviewId: existing.id });
      }
      const now = new Date().toISOString();
      const review: StoredReview = {
        id: randomUUID(),
        movieId: String(body.movieId),
        movieTitle: String(body.movieTitle),
        language: isLanguage(body.language) ? body.language : null,
        rating: Number(body.rating),
        title: String(body.title ?? ''),
        comment: String(body.comment),
        user: { id: viewer.id, username: viewer.name },
        createdAt: now,
        updatedAt: now,
        likes: 0,
        dislikes: 0,
        source: 'user',
        votes: new Map(),
      };
      reviews.unshift(review);
      return answer(201, view(review, viewer.id));
    }

    const review = reviews.find((candidate) => candidate.id === first);
    if (!review) return answer(404, { message: 'Review not found' });
    const isAuthor = review.user.id === viewer.id;

    if (method === 'PATCH' && !second) {
      if (!isAuthor) return answer(403, { message: 'You can only edit your own reviews' });
      Object.assign(review, body, { updatedAt: new Date().toISOString() });
      return answer(200, view(review, viewer.id));
    }
    if (method === 'DELETE' && !second) {
      const isAdmin = users.some((user) => user.id === viewer.id && user.admin);
      if (!isAuthor && !isAdmin) return answer(403, { message: 'You can only delete your own reviews' });
      reviews.splice(reviews.indexOf(review), 1);
      return answer(200, { message: 'Review deleted' });
    }
    if (method === 'POST' && second === 'like') {
      if (isAuthor) return answer(403, { message: 'You cannot like or dislike your own review.' });
      const type = body.type as VoteType;
      if (review.votes.get(viewer.id) === type) review.votes.delete(viewer.id);
      else review.votes.set(viewer.id, type);
      const all = [...review.votes.values()];
      review.likes = all.filter((vote) => vote === 'like').length;
      review.dislikes = all.filter((vote) => vote === 'dislike').length;
      const payload: VoteResponse = {
        reviewId: review.id,
        likes: review.likes,
        dislikes: review.dislikes,
        userVote: review.votes.get(viewer.id) ?? null,
      };
      return answer(200, payload);
    }
    return answer(404, { message: 'Not found' });
  };
  const api = await startLocalApi(handle);

  return {
    requests,
    /** Puts a review in the store as if `author` had written it at `createdAt`. */
    seed(author: ReviewsServerUser, fields: Partial<Review> & { movieId: string; rating: number }) {
      const createdAt = fields.createdAt ?? new Date().toISOString();
      const review: StoredReview = {
        id: randomUUID(),
        movieTitle: 'Fight Club',
        title: '',
        comment: 'A film.',
        language: null,
        user: { id: author.id, username: author.name },
        updatedAt: createdAt,
        likes: 0,
        dislikes: 0,
        source: 'user',
        ...fields,
        createdAt,
        votes: new Map(),
      };
      reviews.push(review);
      return review;
    },
    reviews: () => reviews,
    /** Calls from now on wait, as on a slow network, until `release`. */
    hold: api.hold,
    release: api.release,
    /** The next call answers this instead. */
    failNext(status: number, body: unknown) {
      nextFailure = { status, body };
    },
    close: api.close,
  };
}
