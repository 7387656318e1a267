import { type MovieDetails } from '@marquee/contracts';
import { formatMoney } from '@marquee/ui';
import styled from 'styled-components';

const Tiles = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;

  ${({ theme }) => theme.media.tabletUp} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.md};
  }
`;

const Tile = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    /* Shrinks on narrow phones so a billion-dollar figure stays on one line. */
    font-size: clamp(0.8125rem, 3.8vw, ${({ theme }) => theme.fontSizes.md});
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;

    ${({ theme }) => theme.media.tabletUp} {
      font-size: ${({ theme }) => theme.fontSizes.lg};
    }
  }
`;

const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });

/** "English" for "en"; the code itself when the browser does not know it. */
export function languageName(code: string): string {
  try {
    return languageNames.of(code) ?? code;
  } catch {
    return code;
  }
}

// TMDB writes 0 for an amount nobody reported.
const amount = (value: number) => (value > 0 ? formatMoney(value) : 'Not reported');

/** Language, budget, revenue and popularity at a glance. */
export function StatTiles({ movie }: { movie: MovieDetails }) {
  const tiles = [
    ['Language', languageName(movie.original_language)],
    ['Budget', amount(movie.budget)],
    ['Revenue', amount(movie.revenue)],
    ['Popularity', movie.popularity.toFixed(1)],
  ] as const;
  return (
    <Tiles aria-label="Key figures">
      {tiles.map(([label, value]) => (
        <Tile key={label}>
          <dd>{value}</dd>
          <dt>{label}</dt>
        </Tile>
      ))}
    </Tiles>
  );
}
