import { type MovieDetails } from '@marquee/contracts';
import { formatMillions, formatRuntime } from '@marquee/ui';
import { type MovieTranslate } from '../../messages';

/** What the facts are drawn from: the film and the size of its cast. */
export type FunFactSource = Pick<
  MovieDetails,
  'budget' | 'revenue' | 'runtime' | 'vote_count' | 'popularity' | 'production_companies'
> & { castCount: number };

/** docs/product.md §9's thresholds. */
export const EPIC_RUNTIME_ABOVE = 180;
export const SHORT_RUNTIME_BELOW = 90;
export const MANY_VOTES_ABOVE = 10_000;
export const VERY_POPULAR_ABOVE = 100;

function profitFact(budget: number, revenue: number, t: MovieTranslate): string {
  const profit = revenue - budget;
  const roi = Math.round((profit / budget) * 100);
  return profit >= 0
    ? t('facts.profit', { amount: formatMillions(profit), roi })
    : t('facts.loss', { amount: formatMillions(-profit), roi });
}

function runtimeFact(runtime: number | null, t: MovieTranslate): string | null {
  // TMDB gives 0 (or null) when the running time is unknown: that is no fact.
  if (!runtime) return null;
  if (runtime > EPIC_RUNTIME_ABOVE) return t('facts.epic', { runtime: formatRuntime(runtime) });
  if (runtime < SHORT_RUNTIME_BELOW) return t('facts.short', { runtime: formatRuntime(runtime) });
  return null;
}

/** The generated fun facts of the detail page, in the spec's order; rules without grounds give none. */
export function funFacts(film: FunFactSource, t: MovieTranslate): string[] {
  const facts: (string | null)[] = [
    film.budget > 0 && film.revenue > 0 ? profitFact(film.budget, film.revenue, t) : null,
    runtimeFact(film.runtime, t),
    film.vote_count > MANY_VOTES_ABOVE
      ? t('facts.viewers', { count: Math.floor(film.vote_count / 1000) })
      : null,
    film.popularity > VERY_POPULAR_ABOVE ? t('facts.popular', { score: Math.round(film.popularity) }) : null,
    film.castCount > 0 ? t('facts.cast', { count: film.castCount }) : null,
    film.production_companies.length > 1
      ? t('facts.companies', { count: film.production_companies.length })
      : null,
  ];
  return facts.filter((fact): fact is string => fact !== null);
}
