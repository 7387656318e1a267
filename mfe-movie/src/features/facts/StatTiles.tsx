import { type MovieDetails } from '@marquee/contracts';
import { localeOf } from '@marquee/i18n';
import { formatMoney, theme } from '@marquee/ui';
import styled from 'styled-components';
import { formatDecimal } from '../../components/formatDecimal';
import { useMovieMessages } from '../../messages';

const Tiles = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space.sm};
  margin: 0;

  ${theme.media.tabletUp} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${theme.space.md};
  }
`;

const Tile = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${theme.space.xxs};
  padding: ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};

  dt {
    font-size: ${theme.fontSizes.xs};
    font-weight: ${theme.fontWeights.bold};
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${theme.colors.textMuted};
  }

  dd {
    margin: 0;
    /* Shrinks on narrow phones so a billion-dollar figure stays on one line. */
    font-size: clamp(0.8125rem, 3.8vw, ${theme.fontSizes.md});
    font-weight: ${theme.fontWeights.bold};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;

    ${theme.media.tabletUp} {
      font-size: ${theme.fontSizes.lg};
    }
  }
`;

const languageNames = new Map<string, Intl.DisplayNames>();

/** A language's name in the locale given ("English" for "en" in en-US); the code itself when unknown. */
export function languageName(code: string, locale: string): string {
  let names = languageNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'language' });
    languageNames.set(locale, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Language, budget, revenue and popularity at a glance. */
export function StatTiles({ movie }: { movie: MovieDetails }) {
  const { t, language } = useMovieMessages();
  // TMDB writes 0 for an amount nobody reported.
  const amount = (value: number) => (value > 0 ? formatMoney(value) : t('figures.notReported'));
  const tiles = [
    [t('figures.language'), languageName(movie.original_language, localeOf(language))],
    [t('figures.budget'), amount(movie.budget)],
    [t('figures.revenue'), amount(movie.revenue)],
    [t('figures.popularity'), formatDecimal(movie.popularity)],
  ] as const;
  return (
    <Tiles aria-label={t('figures.label')}>
      {tiles.map(([label, value]) => (
        <Tile key={label}>
          <dd>{value}</dd>
          <dt>{label}</dt>
        </Tile>
      ))}
    </Tiles>
  );
}
