import { useFeed, useSignedInUserId } from '@marquee/client';
import { pageHref } from '@marquee/contracts/pages';
import { Link } from '@marquee/router';
import { Section, Spinner, theme } from '@marquee/ui';
import styled from 'styled-components';
import { FeedFailure } from '../features/feed/FeedFailure';
import { FeedList } from '../features/feed/FeedList';
import { useEmptyFeed } from '../features/feed/feedTexts';
import { useAccountMessages } from '../messages/account';

/** How many of the newest items the home page shows. */
const FEED_PREVIEW_ITEMS = 3;

const SeeAll = styled(Link)`
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.bold};
  white-space: nowrap;
`;

// Side by side where there is room, so the section stays about as tall as a row of films.
const Latest = styled(FeedList)`
  ${theme.media.desktop} {
    display: grid;
    grid-template-columns: repeat(${FEED_PREVIEW_ITEMS}, minmax(0, 1fr));
    column-gap: ${theme.space.lg};
  }
`;

const Empty = styled.p`
  color: ${theme.colors.textMuted};
`;

/**
 * The home page's "From people you follow": the newest items of the signed-in user's feed and a link to the
 * rest; the first page is shared with /feed. Nothing for a guest.
 */
export default function FeedPreview() {
  const { t } = useAccountMessages();
  const emptyFeed = useEmptyFeed();
  const signedIn = useSignedInUserId() !== undefined;
  const feed = useFeed();
  if (!signedIn) return null;

  const items = feed.data?.pages[0]?.items.slice(0, FEED_PREVIEW_ITEMS) ?? [];
  return (
    <Section
      title={t('feedPreview.title')}
      action={
        <SeeAll to={pageHref('feed')} aria-label={t('feedPreview.seeAllLabel')}>
          {t('feedPreview.seeAll')}
        </SeeAll>
      }
    >
      {feed.isPending && <Spinner label={t('feedPreview.loading')} />}
      {feed.isError && <FeedFailure message={feed.error.message} onRetry={() => void feed.refetch()} />}
      {feed.isSuccess && items.length === 0 && <Empty>{emptyFeed.message}</Empty>}
      {items.length > 0 && <Latest items={items} label={t('feedPreview.latest')} />}
    </Section>
  );
}
