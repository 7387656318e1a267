import { searchInfiniteQuery } from '@marquee/client';
import type { MovieSummary } from '@marquee/contracts';
import { Alert, Button, releaseYear, theme } from '@marquee/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { QueryForm } from '../../components/QueryForm';
import { useAiMessages } from '../../messages';

const Results = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  padding: 0;
  list-style: none;
`;

// Enough to find the film meant without a long list to scan.
const RESULTS_SHOWN = 8;

/** Finds a film by title in the movie database and hands the chosen one on. */
export function FilmPicker({ label, onPick }: { label: string; onPick: (movie: MovieSummary) => void }) {
  const { t } = useAiMessages();
  const [query, setQuery] = useState('');
  // The title searched: the last one submitted, not the one being typed.
  const [title, setTitle] = useState('');
  // The first page of the film search the browse pages use: the same cache answers both.
  const found = useInfiniteQuery({ ...searchInfiniteQuery(title), enabled: title !== '' });
  const movies = found.data?.movies.slice(0, RESULTS_SHOWN);

  return (
    <>
      <QueryForm
        label={label}
        placeholder={t('picker.placeholder')}
        value={query}
        onChange={setQuery}
        onSubmit={setTitle}
        submitLabel={t('picker.submit')}
        busy={found.isFetching}
      />
      {found.isError && <Alert tone="error">{t('picker.failed')}</Alert>}
      {movies &&
        (movies.length === 0 ? (
          <Alert>{t('picker.none')}</Alert>
        ) : (
          <Results aria-label={t('picker.results')}>
            {movies.map((movie) => {
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
