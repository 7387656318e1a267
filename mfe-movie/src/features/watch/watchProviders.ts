import { type MovieDetails, type WatchProvider } from '@marquee/contracts';

export const DEFAULT_REGION = 'US';

/** The sites of the streaming services people know, by TMDB provider id. */
const PROVIDER_SITES: Record<number, string> = {
  8: 'https://www.netflix.com',
  9: 'https://www.primevideo.com',
  119: 'https://www.primevideo.com',
  337: 'https://www.disneyplus.com',
  15: 'https://www.hulu.com',
  384: 'https://www.max.com',
  1899: 'https://www.max.com',
  350: 'https://tv.apple.com',
  2: 'https://tv.apple.com',
  386: 'https://www.peacocktv.com',
  387: 'https://www.peacocktv.com',
  531: 'https://www.paramountplus.com',
  283: 'https://www.crunchyroll.com',
  192: 'https://www.youtube.com',
  3: 'https://play.google.com/store/movies',
  10: 'https://www.amazon.com/video',
};

/** Where a provider's button leads: its site when known, else a web search for the film on it. */
export function providerLink(provider: Pick<WatchProvider, 'provider_id' | 'provider_name'>, title: string) {
  return (
    PROVIDER_SITES[provider.provider_id] ??
    `https://www.google.com/search?q=${encodeURIComponent(`${title} ${provider.provider_name}`)}`
  );
}

/** The visitor's country from the browser's language ("en-GB" → "GB"); US when it names none. */
export function browserRegion(languages: readonly string[]): string {
  for (const language of languages) {
    try {
      const region = new Intl.Locale(language).maximize().region;
      if (region) return region;
    } catch {
      // an unparsable tag: try the next one
    }
  }
  return DEFAULT_REGION;
}

/** The services streaming the film in `region` (TMDB's flatrate), best known first. */
export function streamingProviders(movie: Pick<MovieDetails, 'watch/providers'>, region: string) {
  const flatrate = movie['watch/providers']?.results[region]?.flatrate ?? [];
  return [...flatrate].sort((a, b) => (a.display_priority ?? Infinity) - (b.display_priority ?? Infinity));
}
