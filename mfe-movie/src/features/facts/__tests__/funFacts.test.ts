import { englishT } from '../../../testing/englishT';
import { funFacts, type FunFactSource } from '../funFacts';

const factsOf = (film: FunFactSource) => funFacts(film, englishT);

// A film that triggers no rule: each test moves one field across its threshold.
const plain: FunFactSource = {
  budget: 0,
  revenue: 0,
  runtime: 120,
  vote_count: 500,
  popularity: 10,
  production_companies: [{ id: 1, name: 'One', logo_path: null, origin_country: 'US' }],
  castCount: 0,
};
const company = (id: number) => ({ id, name: `Company ${id}`, logo_path: null, origin_country: 'US' });

test('a film without grounds for a fact has none', () => {
  expect(factsOf(plain)).toEqual([]);
});

test('profit in millions and ROI only when budget and revenue are both positive', () => {
  expect(factsOf({ ...plain, budget: 63_000_000, revenue: 100_853_753 })).toEqual([
    'Made $37.9M in profit, a 60% return on its budget.',
  ]);
  expect(factsOf({ ...plain, budget: 20_000_000, revenue: 5_000_000 })).toEqual([
    'Lost $15.0M, a -75% return on its budget.',
  ]);
  expect(factsOf({ ...plain, budget: 63_000_000, revenue: 0 })).toEqual([]);
  expect(factsOf({ ...plain, budget: 0, revenue: 1_000_000 })).toEqual([]);
});

test('epic-length above 180 minutes, short below 90, nothing at either mark or when unknown', () => {
  expect(factsOf({ ...plain, runtime: 181 })).toEqual(['An epic-length film at 3h 1m.']);
  expect(factsOf({ ...plain, runtime: 180 })).toEqual([]);
  expect(factsOf({ ...plain, runtime: 89 })).toEqual(['A short watch at 1h 29m.']);
  expect(factsOf({ ...plain, runtime: 90 })).toEqual([]);
  expect(factsOf({ ...plain, runtime: 0 })).toEqual([]);
  expect(factsOf({ ...plain, runtime: null })).toEqual([]);
});

test('K viewers above 10,000 votes', () => {
  expect(factsOf({ ...plain, vote_count: 10_001 })).toEqual(['Rated by more than 10K viewers.']);
  expect(factsOf({ ...plain, vote_count: 27_917 })).toEqual(['Rated by more than 27K viewers.']);
  expect(factsOf({ ...plain, vote_count: 10_000 })).toEqual([]);
});

test('very popular above 100 popularity', () => {
  expect(factsOf({ ...plain, popularity: 100.4 })).toEqual([
    'Very popular right now, with a popularity score of 100.',
  ]);
  expect(factsOf({ ...plain, popularity: 100 })).toEqual([]);
});

test('the cast count, singular for one', () => {
  expect(factsOf({ ...plain, castCount: 76 })).toEqual(['A cast of 76 credited actors.']);
  expect(factsOf({ ...plain, castCount: 1 })).toEqual(['A cast of 1 credited actor.']);
});

test('several production companies means more than one', () => {
  expect(factsOf({ ...plain, production_companies: [company(1), company(2)] })).toEqual([
    'A co-production of 2 companies.',
  ]);
  expect(factsOf({ ...plain, production_companies: [] })).toEqual([]);
});

test('facts come in the spec order', () => {
  const facts = factsOf({
    budget: 1_000_000,
    revenue: 3_000_000,
    runtime: 200,
    vote_count: 20_000,
    popularity: 150,
    castCount: 3,
    production_companies: [company(1), company(2), company(3)],
  });
  expect(facts.map((fact) => fact.split(' ')[0])).toEqual(['Made', 'An', 'Rated', 'Very', 'A', 'A']);
  expect(facts[0]).toBe('Made $2.0M in profit, a 200% return on its budget.');
});
