import { moviesApi, usePagedList } from '@marquee/client';
import { Heading } from '@marquee/ui';
import { useId, useMemo } from 'react';
import styled from 'styled-components';
import { EndOfList, PagedMovieGrid } from '../common/PagedMovieGrid';
import { mergedPages } from './mergedPages';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

/** SPEC (Home): an endless grid of trending and popular films together, each film once. */
export function DiscoverMore() {
  const headingId = useId();
  const fetchPage = useMemo(
    () =>
      mergedPages([
        (page, signal) => moviesApi.list('trending', page, signal),
        (page, signal) => moviesApi.list('popular', page, signal),
      ]),
    [],
  );
  const movies = usePagedList(fetchPage);

  return (
    <Section aria-labelledby={headingId}>
      <Heading level={2} size="xl" id={headingId}>
        Discover More
      </Heading>
      <PagedMovieGrid label="Discover More" movies={movies} endMessage={<EndOfList />} />
    </Section>
  );
}
