import { pageHref } from '@marquee/contracts/pages';
import type { Person, ProfileDiaryEntry } from '@marquee/contracts';
import { Link } from '@marquee/router';
import { StarRating } from '@marquee/ui';
import { useCommunityMessages } from '../../messages/community';
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
  const { t } = useCommunityMessages();
  return (
    <FeedItemFrame
      person={person}
      action={entry.rewatch ? 'feed.rewatched' : 'feed.watched'}
      subject={{
        value: 'film',
        name: entry.title,
        link: <FilmTitleLink movieId={entry.movieId} title={entry.title} year={entry.year} />,
      }}
      at={at}
      thumb={
        <FilmPosterLink movieId={entry.movieId} title={entry.title} poster={entry.poster} year={entry.year} />
      }
    >
      {(entry.stars !== null || entry.reviewId) && (
        <Marks>
          {entry.stars !== null && <StarRating value={entry.stars} size={14} />}
          {entry.reviewId && (
            <Link to={pageHref('review', { reviewId: entry.reviewId })}>{t('feed.readReview')}</Link>
          )}
        </Marks>
      )}
    </FeedItemFrame>
  );
}
