import { useFeed, useSendToSignIn, useSignedInUserId } from '@marquee/client';
import { pageHref } from '@marquee/contracts/pages';
import {
  Button,
  EmptyState,
  Heading,
  ScrollToTopButton,
  Spinner,
  useDocumentTitle,
  VisuallyHidden,
  theme,
} from '@marquee/ui';
import { useEffect } from 'react';
import styled from 'styled-components';
import { BrowseMoviesButton } from '../../components/BrowseMoviesButton';
import { PageColumn } from '../../components/PageColumn';
import { useLoadWhenNear } from '../../components/useLoadWhenNear';
import { useCommunityMessages } from '../../messages/community';
import { FeedFailure } from './FeedFailure';
import { useEmptyFeed } from './feedTexts';
import { FeedList } from './FeedList';

const Page = styled(PageColumn)`
  max-width: 48rem;
`;

const Intro = styled.p`
  color: ${theme.colors.textMuted};
`;

const More = styled.div`
  display: flex;
  justify-content: center;
`;

const TEST_ID = 'page-mfe_account-FeedPage';

/**
 * /feed (issue 22 §3): what the people the signed-in user follows logged, reviewed and listed, newest first,
 * loading more as the end comes near; each page that arrives is announced. Guests go to sign in first and
 * come back here.
 */
export function Feed() {
  const { t } = useCommunityMessages();
  const emptyFeed = useEmptyFeed();
  useDocumentTitle(t('feed.title'));
  const signedIn = useSignedInUserId() !== undefined;
  const sendToSignIn = useSendToSignIn();
  const feed = useFeed();
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isFetchNextPageError } = feed;
  const moreRef = useLoadWhenNear(
    () => void fetchNextPage(),
    hasNextPage && !isFetchingNextPage && !isFetchNextPageError,
  );

  useEffect(() => {
    if (!signedIn) sendToSignIn(pageHref('feed'), { replace: true });
  }, [signedIn, sendToSignIn]);

  if (!signedIn) return null;

  const pages = feed.data?.pages ?? [];
  const items = pages.flatMap((page) => page.items);
  const lastPage = pages.at(-1);

  return (
    <Page data-testid={TEST_ID}>
      <header>
        <Heading level={1}>{t('feed.title')}</Heading>
        <Intro>{t('feed.intro')}</Intro>
      </header>
      {feed.isPending && <Spinner label={t('feed.loading')} />}
      {feed.isError && !isFetchNextPageError && (
        <FeedFailure message={feed.error.message} onRetry={() => void feed.refetch()} />
      )}
      {feed.isSuccess && items.length === 0 && (
        <EmptyState title={emptyFeed.title} message={emptyFeed.message} action={<BrowseMoviesButton />} />
      )}
      {items.length > 0 && <FeedList items={items} label={t('feed.items')} />}
      <VisuallyHidden role="status">
        {pages.length > 1 &&
          lastPage &&
          t(hasNextPage ? 'feed.loaded' : 'feed.loadedToEnd', { count: lastPage.items.length })}
      </VisuallyHidden>
      {isFetchNextPageError && (
        <FeedFailure message={feed.error?.message ?? ''} onRetry={() => void fetchNextPage()} />
      )}
      {hasNextPage && !isFetchNextPageError && (
        <More ref={moreRef}>
          {isFetchingNextPage ? (
            <Spinner label={t('feed.loadingMore')} />
          ) : (
            <Button $variant="secondary" onClick={() => void fetchNextPage()}>
              {t('showMore')}
            </Button>
          )}
        </More>
      )}
      <ScrollToTopButton />
    </Page>
  );
}
