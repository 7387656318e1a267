import { moviesApi, usePagedList } from '@marquee/client';
import { Heading, useNearViewport } from '@marquee/ui';
import { useId, useMemo } from 'react';
import styled from 'styled-components';
import { EndOfList, PagedMovieGrid } from '../common/PagedMovieGrid';
import { mergedPages } from './mergedPages';

const Section = styled.section<{ $waiting: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  /* Holds the grid's place until it renders, so nothing below it jumps. */
  min-height: ${({ $waiting }) => ($waiting ? '100vh' : 'auto')};
`;

/**
 * docs/product.md §2 Home: an endless grid of trending and popular films together, each film once. It sits at the
 * bottom of the page, so it asks for films and renders cards only once it comes near the viewport.
 */
export function DiscoverMore() {
  const headingId = useId();
  const [spot, near] = useNearViewport<HTMLElement>();
  return (
    <Section ref={spot} aria-labelledby={headingId} aria-busy={!near} $waiting={!near}>
      <Heading level={2} size="xl" id={headingId}>
        Discover More
      </Heading>
      {near && <DiscoverMoreGrid />}
    </Section>
  );
}

function DiscoverMoreGrid() {
  const fetchPage = useMemo(
    () =>
      mergedPages([
        (page, signal) => moviesApi.list('trending', page, signal),
        (page, signal) => moviesApi.list('popular', page, signal),
      ]),
    [],
  );
  const movies = usePagedList(fetchPage);
  return <PagedMovieGrid label="Discover More" movies={movies} endMessage={<EndOfList />} />;
}
