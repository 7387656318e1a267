import { browserRegion, providerLink, streamingProviders } from '../watchProviders';

test('known services link to their site', () => {
  expect(providerLink({ provider_id: 8, provider_name: 'Netflix' }, 'Fight Club')).toBe(
    'https://www.netflix.com',
  );
  expect(providerLink({ provider_id: 387, provider_name: 'Peacock Premium' }, 'Fight Club')).toBe(
    'https://www.peacocktv.com',
  );
  expect(providerLink({ provider_id: 337, provider_name: 'Disney Plus' }, 'Narnia')).toBe(
    'https://www.disneyplus.com',
  );
});

test('other services get a web search for the film on them', () => {
  expect(providerLink({ provider_id: 99999, provider_name: 'Cine & Co' }, 'Fight Club')).toBe(
    'https://www.google.com/search?q=Fight%20Club%20Cine%20%26%20Co',
  );
});

test("the visitor's region comes from the browser language, US by default", () => {
  expect(browserRegion(['en-GB', 'en'])).toBe('GB');
  expect(browserRegion(['de'])).toBe('DE');
  expect(browserRegion([])).toBe('US');
  expect(browserRegion(['not a tag!'])).toBe('US');
});

test("streaming means the region's flatrate offers, by TMDB's priority", () => {
  const movie = {
    'watch/providers': {
      results: {
        US: {
          link: 'https://www.themoviedb.org/movie/1/watch?locale=US',
          flatrate: [
            { provider_id: 2, provider_name: 'B', logo_path: null, display_priority: 9 },
            { provider_id: 1, provider_name: 'A', logo_path: null, display_priority: 3 },
          ],
          rent: [{ provider_id: 3, provider_name: 'Rent only', logo_path: null }],
        },
        GB: { link: 'https://www.themoviedb.org/movie/1/watch?locale=GB', buy: [] },
      },
    },
  };
  expect(streamingProviders(movie, 'US').map((provider) => provider.provider_name)).toEqual(['A', 'B']);
  expect(streamingProviders(movie, 'GB')).toEqual([]);
  expect(streamingProviders(movie, 'FR')).toEqual([]);
  expect(streamingProviders({}, 'US')).toEqual([]);
});
