import { Poster, theme } from '@marquee/ui';
import styled from 'styled-components';
import { useDiaryMessages } from '../../messages/diary';

const Choice = styled.button`
  display: grid;
  grid-template-columns: 3.5rem 1fr;
  align-items: center;
  gap: ${theme.space.sm};
  width: 100%;
  padding: ${theme.space.xs};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceRaised};
  color: ${theme.colors.text};
  font: inherit;
  text-align: start;
  cursor: pointer;

  &:hover:not(:disabled) {
    border-color: ${theme.colors.accent};
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;

const Thumb = styled(Poster)`
  border-radius: ${theme.radii.sm};
`;

const Text = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Title = styled.strong`
  font-size: ${theme.fontSizes.md};
`;

const Detail = styled.span`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

export interface FilmChoiceProps {
  title: string;
  /** The release year, or null/'' when unknown. */
  year: string | null;
  poster: string | null;
  originalTitle?: string | null;
  director?: string | null;
  disabled?: boolean;
  onChoose(): void;
}

/** One film offered for a row to review: its poster, title, year and director, chosen with one press. */
export function FilmChoice({
  title,
  year,
  poster,
  originalTitle,
  director,
  disabled,
  onChoose,
}: FilmChoiceProps) {
  const { t } = useDiaryMessages();
  return (
    <Choice onClick={onChoose} disabled={disabled}>
      <Thumb path={poster} title={title} year={year ?? undefined} sizes="56px" alt="" eager />
      <Text>
        <Title>{title}</Title>
        {originalTitle && originalTitle !== title && <Detail>{originalTitle}</Detail>}
        <Detail>{year || t('film.yearUnknown')}</Detail>
        {director && <Detail>{t('film.directedBy', { director })}</Detail>}
      </Text>
    </Choice>
  );
}
