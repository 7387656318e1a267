import styled from 'styled-components';

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.25em;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
  font-variant-numeric: tabular-nums;

  svg {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

export interface RatingProps {
  /** TMDB's vote_average, 0-10. */
  value: number;
  className?: string;
}

/** A film's audience rating out of 10, one decimal, with a star. */
export function Rating({ value, className }: RatingProps) {
  const shown = value.toFixed(1);
  return (
    <Badge className={className} aria-label={`Rated ${shown} out of 10`}>
      <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="m12 2.5 2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z"
        />
      </svg>
      <span aria-hidden="true">{shown}</span>
    </Badge>
  );
}
