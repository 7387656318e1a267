import { searchInfiniteQuery } from '@marquee/client';
import { Alert, Button, releaseYear, Spinner, TextField, theme } from '@marquee/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../../components/messages';
import { useDiaryMessages } from '../../messages/diary';
import { FilmChoice } from './FilmChoice';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space.sm};
  > :first-child {
    flex: 1 1 14rem;
  }
`;

export const ChoiceList = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  gap: ${theme.space.sm};
`;

/** How many search results are offered: the best few, as a person scans them. */
const RESULTS_SHOWN = 6;

export interface FilmSearchProps {
  /** What the search box starts with: the title the file gave. */
  initialQuery: string;
  /** The search box's label and the search's name ("Find another film" unless given). */
  label?: string;
  disabled: boolean;
  onChoose(movieId: number): void;
}

/** "Find another film": the product's film search, its best results offered as choices. */
export function FilmSearch({ initialQuery, label, disabled, onChoose }: FilmSearchProps) {
  const { t } = useDiaryMessages();
  const name = label ?? t('search.label');
  const [draft, setDraft] = useState(initialQuery);
  const [query, setQuery] = useState('');
  const search = useInfiniteQuery({ ...searchInfiniteQuery(query), enabled: query !== '' });
  const films = search.data?.movies.slice(0, RESULTS_SHOWN) ?? [];

  function submit(event: FormEvent) {
    event.preventDefault();
    setQuery(draft.trim());
  }

  return (
    <>
      <Form role="search" aria-label={name} onSubmit={submit}>
        <TextField
          label={name}
          type="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" $variant="secondary" disabled={draft.trim() === ''}>
          {t('search.submit')}
        </Button>
      </Form>
      {search.isFetching && <Spinner label={t('search.searching')} size={28} />}
      {search.error && <Alert tone="error">{errorMessage(search.error, t('search.failed'))}</Alert>}
      {search.isSuccess && films.length === 0 && <p role="status">{t('search.noResults', { query })}</p>}
      {films.length > 0 && (
        <ChoiceList aria-label={t('search.results')}>
          {films.map((film) => (
            <li key={film.id}>
              <FilmChoice
                title={film.title}
                originalTitle={film.original_title}
                year={releaseYear(film.release_date)}
                poster={film.poster_path}
                disabled={disabled}
                onChoose={() => onChoose(film.id)}
              />
            </li>
          ))}
        </ChoiceList>
      )}
    </>
  );
}
