import { useFeed, useSendToSignIn, useSignedInUserId } from '@marquee/client';
import { pageHref } from '@marquee/contracts/pages';
import {
  Button,
  countOf,
  EmptyState,
  Heading,
  ScrollToTopButton,
  Spinner,
  useDocumentTitle,
  VisuallyHidden,
} from '@marquee/ui';
import { useEffect } from 'react';
import styled from 'styled-components';
import { BrowseMoviesButton } from '../../components/BrowseMoviesButton';
import { PageColumn } from '../../components/PageColumn';
import { useLoadWhenNear } from '../../components/useLoadWhenNear';
import { FeedFailure } from './FeedFailure';
import { EMPTY_FEED } from './feedTexts';
import { FeedList } from './FeedList';

const Page = styled(PageColumn)`
  max-width: 48rem;
`;

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
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
  useDocumentTitle('Feed');
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
        <Heading level={1}>Feed</Heading>
        <Intro>Films logged, reviews written and public lists changed by the people you follow.</Intro>
      </header>
      {feed.isPending && <Spinner label="Loading your feed" />}
      {feed.isError && !isFetchNextPageError && (
        <FeedFailure message={feed.error.message} onRetry={() => void feed.refetch()} />
      )}
      {feed.isSuccess && items.length === 0 && (
        <EmptyState title={EMPTY_FEED.title} message={EMPTY_FEED.message} action={<BrowseMoviesButton />} />
      )}
      {items.length > 0 && <FeedList items={items} label="Feed, newest first" />}
      <VisuallyHidden role="status">
        {pages.length > 1 &&
          lastPage &&
          `${countOf(lastPage.items.length, 'more item')} loaded${hasNextPage ? '' : ', the end of your feed'}`}
      </VisuallyHidden>
      {isFetchNextPageError && (
        <FeedFailure message={feed.error?.message ?? ''} onRetry={() => void fetchNextPage()} />
      )}
      {hasNextPage && !isFetchNextPageError && (
        <More ref={moreRef}>
          {isFetchingNextPage ? (
            <Spinner label="Loading more of your feed" />
          ) : (
            <Button $variant="secondary" onClick={() => void fetchNextPage()}>
              Show more
            </Button>
          )}
        </More>
      )}
      <ScrollToTopButton />
    </Page>
  );
}
