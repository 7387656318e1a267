import { LineIcon, theme } from '@marquee/ui';
import styled from 'styled-components';
import { useMovieMessages } from '../../messages';

const Group = styled.div`
  display: flex;
  gap: ${theme.space.xs};
`;

const IconButton = styled.button.attrs({ type: 'button' })`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2rem;
  height: 2rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.pill};
  background: transparent;
  color: ${theme.colors.textMuted};
  cursor: pointer;

  &:hover {
    border-color: ${theme.colors.accent};
    color: ${theme.colors.text};
  }
`;

const PENCIL = 'M4 20h4L19 9l-4-4L4 16v4Zm9-13 4 4';
const BIN = 'M4 7h16M9 7V4h6v3m-8 0 1 13h8l1-13';

export interface OwnReviewActionsProps {
  /** Absent when the viewer may delete but not edit (an admin on someone else's review). */
  onEdit?: () => void;
  onDelete: () => void;
}

/** Edit (the pencil) and delete buttons on a review the viewer may change (docs/product.md §6). */
export function OwnReviewActions({ onEdit, onDelete }: OwnReviewActionsProps) {
  const { t } = useMovieMessages();
  return (
    <Group>
      {onEdit && (
        <IconButton aria-label={t('reviews.edit')} title={t('reviews.edit')} onClick={onEdit}>
          <LineIcon d={PENCIL} size={16} strokeWidth={2} />
        </IconButton>
      )}
      <IconButton aria-label={t('reviews.delete')} title={t('reviews.delete')} onClick={onDelete}>
        <LineIcon d={BIN} size={16} strokeWidth={2} />
      </IconButton>
    </Group>
  );
}
