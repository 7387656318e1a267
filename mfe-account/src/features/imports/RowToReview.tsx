import type { ImportRow, ImportRowChoice } from '@marquee/contracts';
import { Button, formatNumber, Heading, Panel } from '@marquee/ui';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { FilmChoice } from './FilmChoice';
import { ChoiceList, FilmSearch } from './FilmSearch';

const FromFile = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** What each kind of row would become, in words. */
const kindLabels: Record<ImportRow['kind'], string> = {
  diary: 'a diary entry',
  watched: 'a film you watched',
  rating: 'a rating',
  watchlist: 'a watchlist film',
  review: 'a review',
  like: 'a liked film',
  list_entry: 'a list entry',
};

export interface RowToReviewProps {
  row: ImportRow;
  /** Takes the focus when it shows after the previous row was resolved, so the keyboard goes on from here. */
  takeFocus: boolean;
  busy: boolean;
  onResolve(choice: ImportRowChoice): void;
}

/**
 * One row the import could not match for sure: what the file said (title, year, line), the candidate
 * films to pick from, "Skip this row", and a search for a film the candidates miss.
 */
export function RowToReview({ row, takeFocus, busy, onResolve }: RowToReviewProps) {
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    if (takeFocus) panel.current?.focus();
  }, [takeFocus]);
  const choose = (movieId: number) => onResolve({ movieId });

  return (
    <Panel ref={panel} tabIndex={-1} aria-labelledby={`row-${row.id}`} aria-busy={busy}>
      <Heading level={3} size="lg" id={`row-${row.id}`}>
        “{row.title}” {row.year ? `(${row.year})` : '(no year)'}
      </Heading>
      <FromFile>
        Line {formatNumber(row.line)} of {row.file || 'your file'}, {kindLabels[row.kind]}.{' '}
        {row.candidates.length > 0
          ? 'Several films could be the one it means: which is it?'
          : 'No film matched it: search for it below, or skip it.'}
      </FromFile>
      {row.candidates.length > 0 && (
        <ChoiceList aria-label="Candidate films">
          {row.candidates.map((candidate) => (
            <li key={candidate.movieId}>
              <FilmChoice
                title={candidate.title}
                originalTitle={candidate.originalTitle}
                year={candidate.year}
                poster={candidate.poster}
                director={candidate.director}
                disabled={busy}
                onChoose={() => choose(candidate.movieId)}
              />
            </li>
          ))}
        </ChoiceList>
      )}
      <Actions>
        <Button $variant="secondary" disabled={busy} onClick={() => onResolve({ skip: true })}>
          Skip this row
        </Button>
      </Actions>
      <FilmSearch key={row.id} initialQuery={row.title} disabled={busy} onChoose={choose} />
    </Panel>
  );
}
