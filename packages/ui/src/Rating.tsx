import styled from 'styled-components';
import { formatNumber } from './format';
import { useUiMessages } from './messages';
import { StarShape } from './starShape';
import { theme } from './theme';

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.25em;
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.bold};
  color: ${theme.colors.text};
  font-variant-numeric: tabular-nums;

  svg {
    color: ${theme.colors.accent};
  }
`;

const Unrated = styled.span`
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;

export interface RatingProps {
  /** TMDB's vote_average, 0-10. */
  value: number;
  className?: string;
}

/**
 * A film's audience rating out of 10, one decimal, with a star; "Not rated yet" for a film nobody has
 * rated (TMDB's average is 0 then). The rated badge is one image to assistive technology, named in words.
 */
export function Rating({ value, className }: RatingProps) {
  const { t } = useUiMessages();
  if (!(value > 0)) return <Unrated className={className}>{t('rating.unrated')}</Unrated>;
  const shown = formatNumber(value, { fractionDigits: 1 });
  return (
    <Badge className={className} role="img" aria-label={t('rating.label', { rating: shown, max: 10 })}>
      <StarShape size={14} />
      <span aria-hidden="true">{shown}</span>
    </Badge>
  );
}
