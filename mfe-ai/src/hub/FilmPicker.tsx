import { moviesApi } from '@marquee/client';
import type { MovieSummary } from '@marquee/contracts';
import { Alert, Button, releaseYear } from '@marquee/ui';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { QueryForm } from '../common/QueryForm';

const Results = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0;
  list-style: none;
`;

// Enough to find the film meant without a long list to scan.
const RESULTS_SHOWN = 8;

type Found =
  { status: 'idle' | 'searching' } | { status: 'done'; movies: MovieSummary[] } | { status: 'error' };

/** Finds a film by title in the movie database and hands the chosen one on. */
export function FilmPicker({ label, onPick }: { label: string; onPick: (movie: MovieSummary) => void }) {
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<Found>({ status: 'idle' });
  const inFlight = useRef<AbortController | null>(null);
  useEffect(() => () => inFlight.current?.abort(), []);

  const find = async (trimmed: string) => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setFound({ status: 'searching' });
    try {
      const page = await moviesApi.search(trimmed, 1, controller.signal);
      setFound({ status: 'done', movies: page.results.slice(0, RESULTS_SHOWN) });
    } catch {
      if (!controller.signal.aborted) setFound({ status: 'error' });
    }
  };

  return (
    <>
      <QueryForm
        label={label}
        placeholder="Movie title"
        value={query}
        onChange={setQuery}
        onSubmit={(trimmed) => void find(trimmed)}
        submitLabel="Find"
        busy={found.status === 'searching'}
      />
      {found.status === 'error' && <Alert tone="error">Failed to search movies</Alert>}
      {found.status === 'done' &&
        (found.movies.length === 0 ? (
          <Alert>No movies found</Alert>
        ) : (
          <Results aria-label="Matching movies">
            {found.movies.map((movie) => {
              const year = releaseYear(movie.release_date);
              return (
                <li key={movie.id}>
                  <Button $variant="secondary" $size="sm" onClick={() => onPick(movie)}>
                    {year ? `${movie.title} (${year})` : movie.title}
                  </Button>
                </li>
              );
            })}
          </Results>
        ))}
    </>
  );
}
