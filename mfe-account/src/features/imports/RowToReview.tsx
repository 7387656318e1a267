import type { ImportRow, ImportRowChoice } from '@marquee/contracts';
import { Button, Heading, Panel, theme } from '@marquee/ui';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useDiaryMessages } from '../../messages/diary';
import { FilmChoice } from './FilmChoice';
import { ChoiceList, FilmSearch } from './FilmSearch';

const FromFile = styled.p`
  color: ${theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;

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
  const { t } = useDiaryMessages();
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    if (takeFocus) panel.current?.focus();
  }, [takeFocus]);
  const choose = (movieId: number) => onResolve({ movieId });
  // Where the row is, and what it would become in words ("a diary entry").
  const where = { line: row.line, kind: t(`kind.${row.kind}`) };

  return (
    <Panel ref={panel} tabIndex={-1} aria-labelledby={`row-${row.id}`} aria-busy={busy}>
      <Heading level={3} size="lg" id={`row-${row.id}`}>
        {row.year
          ? t('review.heading', { title: row.title, year: row.year })
          : t('review.headingNoYear', { title: row.title })}
      </Heading>
      <FromFile>
        {row.file ? t('review.fromFile', { ...where, file: row.file }) : t('review.fromYourFile', where)}{' '}
        {t(row.candidates.length > 0 ? 'review.candidatesFound' : 'review.noCandidates')}
      </FromFile>
      {row.candidates.length > 0 && (
        <ChoiceList aria-label={t('review.candidates')}>
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
          {t('review.skip')}
        </Button>
      </Actions>
      <FilmSearch key={row.id} initialQuery={row.title} disabled={busy} onChoose={choose} />
    </Panel>
  );
}
