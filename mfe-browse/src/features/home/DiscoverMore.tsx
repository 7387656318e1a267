import {
  mergedListsInfiniteQuery,
  unseenMergedListsInfiniteQuery,
  useDiscoveryMovies,
} from '@marquee/client';
import { Heading, useNearViewport, theme } from '@marquee/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { EndOfList, PagedMovieGrid } from '../../components/PagedMovieGrid';
import { useBrowseMessages } from '../../messages';

const Section = styled.section<{ $waiting: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  /* Holds the grid's place until it renders, so nothing below it jumps. */
  min-height: ${({ $waiting }) => ($waiting ? '100vh' : 'auto')};
`;

/**
 * docs/product.md §2 Home: an endless grid of trending and popular films together, each film once. It sits at the
 * bottom of the page, so it asks for films and renders cards only once it comes near the viewport.
 */
export function DiscoverMore() {
  const { t } = useBrowseMessages();
  const headingId = useId();
  const [spot, near] = useNearViewport<HTMLElement>();
  return (
    <Section ref={spot} aria-labelledby={headingId} aria-busy={!near} $waiting={!near}>
      <Heading level={2} size="xl" id={headingId}>
        {t('home.discoverMore')}
      </Heading>
      {near && <DiscoverMoreGrid />}
    </Section>
  );
}

const DISCOVER_MORE_LISTS = ['trending', 'popular'] as const;

function DiscoverMoreGrid() {
  const { t } = useBrowseMessages();
  const movies = useDiscoveryMovies(mergedListsInfiniteQuery(DISCOVER_MORE_LISTS), (userId) =>
    unseenMergedListsInfiniteQuery(DISCOVER_MORE_LISTS, userId),
  );
  return <PagedMovieGrid label={t('home.discoverMore')} movies={movies} endMessage={<EndOfList />} />;
}
