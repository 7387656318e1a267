import { pageHref } from '@marquee/contracts/pages';
import { useRemoveFromWatchlist, useSignedInUserId, useWatchlist } from '@marquee/client';
import { Link } from '@marquee/router';
import {
  Alert,
  Button,
  Container,
  countOf,
  EmptyState,
  Heading,
  MovieGrid,
  ScrollToTopButton,
  Spinner,
  useDocumentTitle,
  useFirstScreenCards,
  VisuallyHidden,
} from '@marquee/ui';
import styled from 'styled-components';
import { SignInRequired } from './SignInRequired';
import { WatchlistCard } from './WatchlistCard';

const Page = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding-block: ${({ theme }) => theme.space.xl};
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
`;

const Synced = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  &::before {
    content: '';
    width: 0.5rem;
    height: 0.5rem;
    border-radius: 50%;
    background: currentColor;
  }
`;

const Count = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const TEST_ID = 'page-mfe_account-WatchlistPage';

/** The signed-in user's watchlist (docs/product.md §2 Watchlist); guests are asked to sign in. */
export function Watchlist() {
  useDocumentTitle('My Watchlist');
  const isAuthenticated = useSignedInUserId() !== undefined;
  // Opening the page asks for the account's current list, changes made on other devices included (a load
  // the shell started for the same sign-in is joined, not repeated).
  const { items, isLoading, error: loadError, isSynced } = useWatchlist({ refetchOnMount: 'always' });
  const remove = useRemoveFromWatchlist();
  const error = remove.error?.message ?? loadError;
  const firstScreenCards = useFirstScreenCards();

  if (!isAuthenticated) {
    return (
      <Page data-testid={TEST_ID}>
        <SignInRequired />
      </Page>
    );
  }

  return (
    <Page data-testid={TEST_ID}>
      <Header>
        <div>
          <Heading level={1}>My Watchlist</Heading>
          {items.length > 0 && <Count>{countOf(items.length, 'film')}</Count>}
        </div>
        {isSynced && <Synced>Synced with your account</Synced>}
      </Header>
      {error && <Alert tone="error">{error}</Alert>}
      {isLoading && items.length === 0 && <Spinner label="Loading your watchlist" />}
      {!isLoading && items.length === 0 && (
        <EmptyState
          title="No movies in watchlist yet"
          message="Add films from any list or film page and they will wait for you here."
          action={
            <Button as={Link} to={pageHref('home')}>
              Browse Movies
            </Button>
          }
        />
      )}
      {items.length > 0 && (
        // The cards' titles are level-3 headings: a level 2 keeps the outline in order under the h1.
        <VisuallyHidden as="h2">Films on your watchlist</VisuallyHidden>
      )}
      {items.length > 0 && (
        <MovieGrid aria-label="My Watchlist">
          {items.map((item, index) => (
            <li key={item.movieId}>
              <WatchlistCard
                item={item}
                onRemove={() => remove.mutate(item.movieId)}
                eager={index < firstScreenCards}
              />
            </li>
          ))}
        </MovieGrid>
      )}
      <ScrollToTopButton />
    </Page>
  );
}
