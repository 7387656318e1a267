import styled from 'styled-components';
import { useUiMessages } from './messages';
import { StarShape } from './starShape';
import { tint } from './palettes';
import { theme } from './theme';

const Stars = styled.span`
  display: inline-flex;
  gap: 0.1em;
  line-height: 1;
`;

const Star = styled.span<{ $lit: boolean }>`
  display: inline-flex;
  color: ${({ $lit }) => ($lit ? theme.colors.accent : tint(theme.colors.wash, 18))};
`;

export interface StarRatingProps {
  /** A review's rating in whole stars, 1 to `max` (docs/product.md §10.5: 1-5 everywhere). */
  value: number;
  max?: number;
  size?: number;
  className?: string;
}

/** A review's rating as a row of stars, `value` of them lit. */
export function StarRating({ value, max = 5, size = 16, className }: StarRatingProps) {
  const { t } = useUiMessages();
  return (
    <Stars className={className} role="img" aria-label={t('stars.rated', { value, count: max })}>
      {Array.from({ length: max }, (_, index) => (
        <Star key={index} $lit={index < value}>
          <StarShape size={size} />
        </Star>
      ))}
    </Stars>
  );
}
