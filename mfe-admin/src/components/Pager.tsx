import type { Pagination } from '@marquee/contracts';
import { Button, theme } from '@marquee/ui';
import styled from 'styled-components';
import { useAdminMessages } from '../messages';

const Bar = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.md};
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

export interface PagerProps {
  pagination: Pagination;
  onPage: (page: number) => void;
  /** Names the list for screen readers ("Users pages"). */
  label: string;
}

/** Previous / Next, shown only when there is more than one page (docs/product.md §2 Admin). */
export function Pager({ pagination, onPage, label }: PagerProps) {
  const { currentPage, totalPages, hasPrev, hasNext } = pagination;
  const { t } = useAdminMessages();
  if (totalPages <= 1) return null;
  return (
    <Bar aria-label={label}>
      <Button $variant="secondary" $size="sm" disabled={!hasPrev} onClick={() => onPage(currentPage - 1)}>
        {t('pager.previous')}
      </Button>
      <span>{t('pager.page', { page: currentPage, pages: totalPages })}</span>
      <Button $variant="secondary" $size="sm" disabled={!hasNext} onClick={() => onPage(currentPage + 1)}>
        {t('pager.next')}
      </Button>
    </Bar>
  );
}
