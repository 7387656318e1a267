import { pageHref } from '@marquee/contracts/pages';
import type { Person, ProfileDiaryEntry } from '@marquee/contracts';
import { Link } from '@marquee/router';
import { StarRating } from '@marquee/ui';
import { FeedItemFrame } from './FeedItemFrame';
import { FilmPosterLink, FilmTitleLink } from './FilmLinks';
import { Marks } from './feedItemParts';

/** Someone logged a viewing: the film, their stars, and their review of it when they wrote one. */
export function DiaryFeedItem({
  person,
  at,
  entry,
}: {
  person: Person;
  at: string;
  entry: ProfileDiaryEntry;
}) {
  const verb = entry.rewatch ? 'rewatched' : 'watched';
  return (
    <FeedItemFrame
      label={`${person.name} ${verb} ${entry.title}`}
      person={person}
      at={at}
      action={
        <>
          {verb} <FilmTitleLink movieId={entry.movieId} title={entry.title} year={entry.year} />
        </>
      }
      thumb={
        <FilmPosterLink movieId={entry.movieId} title={entry.title} poster={entry.poster} year={entry.year} />
      }
    >
      {(entry.stars !== null || entry.reviewId) && (
        <Marks>
          {entry.stars !== null && <StarRating value={entry.stars} size={14} />}
          {entry.reviewId && (
            <Link to={pageHref('review', { reviewId: entry.reviewId })}>Read the review</Link>
          )}
        </Marks>
      )}
    </FeedItemFrame>
  );
}
