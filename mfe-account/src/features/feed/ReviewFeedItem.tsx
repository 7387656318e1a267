import { pageHref } from '@marquee/contracts/pages';
import type { Person, ProfileReview } from '@marquee/contracts';
import { Link } from '@marquee/router';
import { StarRating, truncateText } from '@marquee/ui';
import { FeedItemFrame } from './FeedItemFrame';
import { FilmPosterLink, FilmTitleLink } from './FilmLinks';
import { EXCERPT_LENGTH, Excerpt, Marks } from './feedItemParts';

/** Someone reviewed a film: its stars and the start of the review, a link to the whole of it. */
export function ReviewFeedItem({
  person,
  at,
  review,
}: {
  person: Person;
  at: string;
  review: ProfileReview;
}) {
  const film = { movieId: review.movieId, title: review.movieTitle };
  return (
    <FeedItemFrame
      person={person}
      action="feed.reviewed"
      subject={{ value: 'film', name: review.movieTitle, link: <FilmTitleLink {...film} /> }}
      at={at}
      // A review keeps no poster of its own: the drawn placeholder names the film.
      thumb={<FilmPosterLink {...film} poster={null} />}
    >
      <Marks>
        <StarRating value={review.rating} size={14} />
      </Marks>
      <Excerpt>
        <Link to={pageHref('review', { reviewId: review.id })}>
          {review.title && <strong>{review.title}</strong>} {truncateText(review.comment, EXCERPT_LENGTH)}
        </Link>
      </Excerpt>
    </FeedItemFrame>
  );
}
