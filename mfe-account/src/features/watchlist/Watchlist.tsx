import { useRemoveFromWatchlist, useSignedInUserId, useWatchlist } from '@marquee/client';
import {
  Alert,
  EmptyState,
  MovieGrid,
  Spinner,
  useFirstScreenCards,
  VisuallyHidden,
  theme,
} from '@marquee/ui';
import styled from 'styled-components';
import { BrowseMoviesButton } from '../../components/BrowseMoviesButton';
import { OwnPage } from '../../components/OwnPage';
import { useAccountMessages } from '../../messages/account';
import { WatchlistCard } from './WatchlistCard';

const Synced = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  color: ${theme.colors.success};
  font-size: ${theme.fontSizes.sm};

  &::before {
    content: '';
    width: 0.5rem;
    height: 0.5rem;
    border-radius: 50%;
    background: currentColor;
  }
`;

const TEST_ID = 'page-mfe_account-WatchlistPage';

/** The signed-in user's watchlist (docs/product.md §2 Watchlist); guests are asked to sign in. */
export function Watchlist() {
  const { t } = useAccountMessages();
  const isAuthenticated = useSignedInUserId() !== undefined;
  // Opening the page asks for the account's current list, changes made on other devices included (a load
  // the shell started for the same sign-in is joined, not repeated).
  const { items, isLoading, error: loadError, isSynced } = useWatchlist({ refetchOnMount: 'always' });
  const remove = useRemoveFromWatchlist();
  const error = remove.error?.message ?? loadError;
  const firstScreenCards = useFirstScreenCards();

  return (
    <OwnPage
      title={t('watchlist.title')}
      testId={TEST_ID}
      signedIn={isAuthenticated}
      count={items.length > 0 ? t('watchlist.count', { count: items.length }) : undefined}
      aside={isSynced && <Synced>{t('watchlist.synced')}</Synced>}
    >
      {error && <Alert tone="error">{error}</Alert>}
      {isLoading && items.length === 0 && <Spinner label={t('watchlist.loading')} />}
      {!isLoading && items.length === 0 && (
        <EmptyState
          title={t('watchlist.emptyTitle')}
          message={t('watchlist.emptyMessage')}
          action={<BrowseMoviesButton />}
        />
      )}
      {items.length > 0 && (
        // The cards' titles are level-3 headings: a level 2 keeps the outline in order under the h1.
        <VisuallyHidden as="h2">{t('watchlist.films')}</VisuallyHidden>
      )}
      {items.length > 0 && (
        <MovieGrid aria-label={t('watchlist.title')}>
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
    </OwnPage>
  );
}
