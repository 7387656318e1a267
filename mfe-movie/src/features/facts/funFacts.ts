import { type MovieDetails } from '@marquee/contracts';
import { formatMillions, formatRuntime } from '@marquee/ui';

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

function profitFact(budget: number, revenue: number): string {
  const profit = revenue - budget;
  const roi = Math.round((profit / budget) * 100);
  return profit >= 0
    ? `Made ${formatMillions(profit)} in profit, a ${roi}% return on its budget.`
    : `Lost ${formatMillions(-profit)}, a ${roi}% return on its budget.`;
}

function runtimeFact(runtime: number | null): string | null {
  // TMDB gives 0 (or null) when the running time is unknown: that is no fact.
  if (!runtime) return null;
  if (runtime > EPIC_RUNTIME_ABOVE) return `An epic-length film at ${formatRuntime(runtime)}.`;
  if (runtime < SHORT_RUNTIME_BELOW) return `A short watch at ${formatRuntime(runtime)}.`;
  return null;
}

/** The generated fun facts of the detail page, in the spec's order; rules without grounds give none. */
export function funFacts(film: FunFactSource): string[] {
  const facts: (string | null)[] = [
    film.budget > 0 && film.revenue > 0 ? profitFact(film.budget, film.revenue) : null,
    runtimeFact(film.runtime),
    film.vote_count > MANY_VOTES_ABOVE
      ? `Rated by more than ${Math.floor(film.vote_count / 1000)}K viewers.`
      : null,
    film.popularity > VERY_POPULAR_ABOVE
      ? `Very popular right now, with a popularity score of ${Math.round(film.popularity)}.`
      : null,
    film.castCount > 0
      ? `A cast of ${film.castCount} credited ${film.castCount === 1 ? 'actor' : 'actors'}.`
      : null,
    film.production_companies.length > 1
      ? `A co-production of ${film.production_companies.length} companies.`
      : null,
  ];
  return facts.filter((fact): fact is string => fact !== null);
}
