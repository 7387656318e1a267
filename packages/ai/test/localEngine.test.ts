import { AI_MOODS, type AiMood } from '@marquee/contracts';
import { MOOD_PROFILES, createLocalEngine, parseSearchQuery } from '../src';
import { collect } from './helpers/collect';
import { createFixtureCatalog } from './helpers/fixtureCatalog';

const engine = createLocalEngine();
const catalog = createFixtureCatalog();
const noTaste = { watchlist: [], reviews: [] };
const yearOf = (date: string) => Number.parseInt(date.slice(0, 4), 10);

describe('local engine: recommendations', () => {
  it.each(AI_MOODS)('suggests catalog films that fit the %s mood', async (mood) => {
    const answer = await engine.recommend({ mood, count: 6, taste: noTaste }, catalog);
    const profile = MOOD_PROFILES[mood];
    expect(answer.recommendations).toHaveLength(6);
    const fitting = answer.recommendations.filter((pick) => {
      const film = catalog.films.find((candidate) => String(candidate.id) === pick.movieId);
      return (
        film &&
        film.genre_ids.some((id) => profile.genreIds.includes(id)) &&
        film.vote_average >= profile.minRating
      );
    });
    expect(fitting.length).toBeGreaterThanOrEqual(5);
    for (const pick of answer.recommendations) {
      expect(pick.mood).toBe(mood);
      expect(pick.confidence).toBeGreaterThan(0);
      expect(pick.confidence).toBeLessThanOrEqual(100);
      expect(pick.explanation).toContain(pick.title);
    }
    expect(answer.themed_collection).toEqual(profile.collection);
    expect(answer.analysis).toContain("Marquee's offline engine");
  });

  it('looks up details only for the picks when the mood has no runtime limit', async () => {
    const lookedUp: number[] = [];
    const counting = { ...catalog, details: (id: number) => (lookedUp.push(id), catalog.details(id)) };
    const answer = await engine.recommend({ mood: 'rainy_day', count: 6, taste: noTaste }, counting);
    expect(lookedUp.map(String)).toEqual(answer.recommendations.map((pick) => pick.movieId));
  });

  it('replaces a pick too long for the mood with the next candidate', async () => {
    const lookedUp: number[] = [];
    const maxRuntime = MOOD_PROFILES.feel_good.maxRuntime!;
    const withLongFirst = {
      ...catalog,
      async details(id: number) {
        const first = lookedUp.push(id) === 1;
        const film = await catalog.details(id);
        return film && first ? { ...film, runtime: maxRuntime + 1 } : film;
      },
    };
    const answer = await engine.recommend({ mood: 'feel_good', count: 6, taste: noTaste }, withLongFirst);
    expect(answer.recommendations).toHaveLength(6);
    expect(lookedUp).toHaveLength(7);
    expect(answer.recommendations.map((pick) => pick.movieId)).toEqual(lookedUp.slice(1).map(String));
  });

  it('personalises from the watchlist and liked reviews, leaving out films the user has', async () => {
    // Fight Club (Drama) on the watchlist, a highly rated animated film reviewed.
    const taste = {
      watchlist: [{ movieId: 550, title: 'Fight Club' }],
      reviews: [{ movieId: 129, title: 'Spirited Away', rating: 5 }],
    };
    const answer = await engine.recommend({ mood: '' as AiMood, count: 8, taste }, catalog);
    expect(answer.recommendations).toHaveLength(8);
    const ids = answer.recommendations.map((pick) => pick.movieId);
    expect(ids).not.toContain('550');
    expect(ids).not.toContain('129');
    const tasteGenres = [18, 16, 14, 10751];
    const fitting = answer.recommendations.filter((pick) =>
      catalog.films
        .find((film) => String(film.id) === pick.movieId)
        ?.genre_ids.some((id) => tasteGenres.includes(id)),
    );
    expect(fitting.length).toBeGreaterThanOrEqual(6);
    expect(answer.analysis).toContain('1 watchlist films and 1 reviews');
  });

  it('falls back to popular, well-rated films for a user with no data', async () => {
    const answer = await engine.recommend({ mood: '', count: 5, taste: noTaste }, catalog);
    expect(answer.recommendations).toHaveLength(5);
    expect(answer.themed_collection.title).toBe('Crowd Favourites');
    for (const pick of answer.recommendations) {
      expect(
        catalog.films.find((film) => String(film.id) === pick.movieId)!.vote_average,
      ).toBeGreaterThanOrEqual(7);
    }
  });
});

describe('local engine: natural-language search', () => {
  it.each([
    '90s dramas',
    'highly rated sci-fi',
    'scary movies after 2015',
    'funny animated films',
    'crime films from the seventies rated above 8',
    'action movies before 2000',
    'a romcom',
    'something for a late night',
  ])('returns only films satisfying every constraint of %p', async (query) => {
    const parsed = parseSearchQuery(query);
    const answer = await engine.search(query, catalog);
    expect(answer.movie_suggestions.length).toBeGreaterThan(0);
    for (const suggestion of answer.movie_suggestions) {
      const film = catalog.films.find((candidate) => String(candidate.id) === suggestion.movieId)!;
      for (const id of parsed.genreIds) expect(film.genre_ids).toContain(id);
      if (parsed.fromYear !== null) expect(yearOf(film.release_date)).toBeGreaterThanOrEqual(parsed.fromYear);
      if (parsed.toYear !== null) expect(yearOf(film.release_date)).toBeLessThanOrEqual(parsed.toYear);
      if (parsed.minRating !== null) expect(film.vote_average).toBeGreaterThanOrEqual(parsed.minRating);
      if (parsed.mood)
        expect(film.genre_ids.some((id) => MOOD_PROFILES[parsed.mood!].genreIds.includes(id))).toBe(true);
      expect(suggestion.match_reason).not.toBe('');
    }
    expect(answer.search_tips).toHaveLength(3);
    expect(answer.interpretation).toContain("Marquee's offline engine");
  });

  it('finds films like a named film, from its related films', async () => {
    const answer = await engine.search('movies like Fight Club', catalog);
    expect(answer.search_parameters.similar_to).toBe('Fight Club');
    // Each condition set apart, so they read as a sentence.
    expect(answer.interpretation).toMatch(
      /^Marquee's offline engine looked for films, like Fight Club, and found \d+ in the catalog\.$/,
    );
    const related = await catalog.details(550);
    const relatedIds = new Set(
      [
        ...related!.similar!.results,
        ...related!.recommendations!.results,
        ...catalog.films.filter((film) => film.genre_ids.includes(18)),
      ].map((film) => String(film.id)),
    );
    expect(answer.movie_suggestions.length).toBeGreaterThan(0);
    for (const suggestion of answer.movie_suggestions) expect(relatedIds.has(suggestion.movieId!)).toBe(true);
    expect(answer.movie_suggestions.map((film) => film.movieId)).not.toContain('550');
  });

  it('treats a query with no constraints as a title search', async () => {
    const answer = await engine.search('Star Wars', catalog);
    expect(answer.movie_suggestions[0]?.title).toMatch(/Star Wars/);
  });
});

describe('local engine: review analysis', () => {
  const positive = [
    {
      author: 'a',
      content:
        'An absolute masterpiece. The acting is brilliant and the story is gripping from start to finish.',
    },
    {
      author: 'b',
      content: 'I loved every minute. Beautiful visuals and a stunning soundtrack. Highly recommend!',
      rating: 9,
    },
    { author: 'c', content: 'Really enjoyable and clever, with a moving ending.', rating: 8 },
  ];
  const negative = [
    {
      author: 'a',
      content: 'A boring, predictable mess. The acting is terrible and the plot is not good at all.',
    },
    {
      author: 'b',
      content: 'The worst film I have seen this year. Painfully slow pacing and a dull script.',
      rating: 2,
    },
    { author: 'c', content: 'Not funny, not clever, just a waste of time. Very disappointing.', rating: 3 },
  ];

  it('puts clearly positive reviews on the positive side, with pros drawn from them', async () => {
    const analysis = await engine.analyzeReviews({ movieTitle: 'Good Film', reviews: positive });
    expect(analysis.overall_sentiment.score).toBeGreaterThanOrEqual(7);
    expect(analysis.overall_sentiment.label).toMatch(/Positive/);
    expect(analysis.pros.length).toBeGreaterThan(0);
    expect(analysis.cons).toEqual([]);
    expect(analysis.key_themes).toEqual(expect.arrayContaining(['acting', 'story']));
  });

  it('puts clearly negative reviews on the negative side, reading "not good" as negative', async () => {
    const analysis = await engine.analyzeReviews({ movieTitle: 'Bad Film', reviews: negative });
    expect(analysis.overall_sentiment.score).toBeLessThan(4);
    expect(analysis.overall_sentiment.label).toMatch(/Negative/);
    expect(analysis.cons.length).toBeGreaterThan(0);
    expect(analysis.pros).toEqual([]);
    expect(analysis.key_themes).toContain('pacing');
  });

  it('is more confident with more evidence', async () => {
    const few = await engine.analyzeReviews({ movieTitle: 'Film', reviews: positive.slice(0, 1) });
    const many = await engine.analyzeReviews({ movieTitle: 'Film', reviews: [...positive, ...positive] });
    expect(many.confidence).toBeGreaterThan(few.confidence);
  });

  it('says there is nothing to analyse when there are no reviews, and advises nothing', async () => {
    const analysis = await engine.analyzeReviews({ movieTitle: 'Unreviewed', reviews: [] });
    expect(analysis.overall_sentiment).toMatchObject({ score: 0, label: 'No reviews' });
    expect(analysis.summary).toBe('There are no reviews of Unreviewed yet, so there is nothing to analyse.');
    expect(analysis).toMatchObject({ pros: [], cons: [], recommendation: '', confidence: 0 });
    expect(JSON.stringify(analysis)).not.toMatch(/trailer/i);
  });

  it('reads a lone 2-star "too long and too loud" as negative, with the complaint as a con', async () => {
    const analysis = await engine.analyzeReviews({
      movieTitle: 'Loud Film',
      reviews: [{ author: 'a', content: 'Too long and too loud. I was exhausted by the end.', rating: 4 }],
    });
    expect(analysis.overall_sentiment.label).toMatch(/Negative/);
    expect(analysis.pros).toEqual([]);
    expect(analysis.cons).toContain('Too long and too loud.');
    expect(analysis.critics_vs_audience).toMatch(/they agree/);
  });

  it.each([
    ['Not bad at all. Actually one of the better films this year.', /Positive/],
    ['Oh great, another two hours of my life I will never get back.', /Negative/],
    ['Yeah right, "the best film of the year". It was dreadful.', /Negative/],
    ['I was not disappointed.', /Positive/],
    ['The acting was superb but the plot was a mess.', /Mixed/],
    ['Meh.', /Negative/],
  ])('reads negation, sarcasm and contrast: %p', async (content, label) => {
    const analysis = await engine.analyzeReviews({ movieTitle: 'Film', reviews: [{ author: 'a', content }] });
    expect(analysis.overall_sentiment.label).toMatch(label);
  });
});

describe('local engine: movie analysis', () => {
  it('analyses a film from its metadata, deterministically', async () => {
    const fightClub = (await catalog.details(550))!;
    const movie = {
      id: 550,
      title: fightClub.title,
      overview: fightClub.overview,
      tagline: fightClub.tagline,
      release_date: fightClub.release_date,
      runtime: fightClub.runtime,
      genres: fightClub.genres,
      vote_average: fightClub.vote_average,
      keywords: fightClub.keywords!.keywords.map((keyword) => keyword.name),
      director: 'David Fincher',
      cast: ['Edward Norton', 'Brad Pitt'],
    };
    const analysis = await engine.analyzeMovie(movie);
    expect(analysis).toEqual(await engine.analyzeMovie(movie));
    expect(analysis.themes.secondary).toContain('dual identity');
    const tagged = await engine.analyzeMovie({
      ...movie,
      keywords: ['aftercreditsstinger', 'heist', 'duringcreditsstinger'],
    });
    expect(tagged.themes.secondary).toEqual(['heist']);
    expect(analysis.cultural_context.historical_period).toContain('1999');
    expect(analysis.educational_value).toMatch(
      /^Useful for studying drama storytelling in David Fincher's hands, and a film made during /,
    );
    expect(analysis.discussion_questions.length).toBeGreaterThanOrEqual(4);
    expect(analysis.discussion_questions.length).toBeLessThanOrEqual(5);
    // The api fills similar films from the catalog, so only films that exist and link are offered.
    expect(analysis.similar_films).toEqual([]);
  });
});

describe('local engine: chat', () => {
  const pieces = (message: string, movieTitle?: string) =>
    collect(engine.chat({ message, movieTitle, history: [], taste: noTaste }, catalog));
  const ask = async (message: string, movieTitle?: string) =>
    (await pieces(message, movieTitle)).filter((piece) => typeof piece === 'string');

  it('answers who directed Fight Club from its credits, streamed in several chunks', async () => {
    const chunks = await ask('Who directed Fight Club?');
    expect(chunks.length).toBeGreaterThan(3);
    expect(chunks.join('')).toContain('David Fincher');
  });

  it('uses the film being discussed when the question names none', async () => {
    expect((await ask('who directed it?', 'Fight Club')).join('')).toContain('David Fincher');
    expect((await ask('Who is in this film?', 'Fight Club')).join('')).toMatch(/Edward Norton.*Brad Pitt/);
  });

  it('answers what a film is about and what is like it', async () => {
    expect((await ask('What is Fight Club about?')).join('')).toContain('insomniac');
    const similar = (await ask('films like Fight Club')).join('');
    expect(similar).toMatch(/^If you liked Fight Club \(1999\), try /);
  });

  it('picks a well-rated film for tonight', async () => {
    const answer = (await ask('What should I watch tonight?')).join('');
    const title = answer.match(/^Tonight, try (.+?) \(\d{4}\)/)?.[1];
    expect(catalog.films.find((film) => film.title === title)!.vote_average).toBeGreaterThanOrEqual(7.5);
  });

  it('writes counts as people read them', async () => {
    const answer = (await ask('How is Fight Club rated?')).join('');
    expect(answer).toMatch(/from \d{1,3}(,\d{3})+ votes/);
  });

  it('names the films it answers about as catalog films, each title in the text', async () => {
    const all = await pieces('films like Fight Club');
    const text = all.filter((piece) => typeof piece === 'string').join('');
    const films = all.filter((piece) => typeof piece !== 'string');
    expect(films[0]).toMatchObject({ title: 'Fight Club', movieId: '550', year: 1999 });
    expect(films.length).toBeGreaterThan(1);
    for (const film of films) expect(text).toContain(film.title);
  });

  it('answers runtime, year, occasion and comparison questions from the catalog', async () => {
    expect((await ask('How long is Fight Club?')).join('')).toBe(
      'Fight Club (1999) runs 139 minutes (2 h 19 min).',
    );
    expect((await ask('When was Fight Club released?')).join('')).toMatch(/^Fight Club came out in 1999/);
    expect((await ask('Is Fight Club a good pick for date night?')).join('')).toMatch(
      /^Not the obvious choice/,
    );
    expect((await ask('Is Fight Club good for kids?')).join('')).toMatch(/isn't a family film/);
    const compared = (await ask('Compare Fight Club and Star Wars')).join('');
    expect(compared).toMatch(/Fight Club \(1999\).*Star Wars \(\d{4}\).*Viewers/);
  });

  it("lists the user's watchlist, and says when it is empty", async () => {
    const taste = { watchlist: [{ movieId: 550, title: 'Fight Club' }], reviews: [] };
    const listed = await collect(
      engine.chat({ message: "What's on my watchlist?", history: [], taste }, catalog),
    );
    expect(listed.filter((piece) => typeof piece === 'string').join('')).toBe(
      'Your watchlist has Fight Club (1999).',
    );
    expect((await ask('What is on my watchlist?')).join('')).toMatch(/^Your watchlist is empty/);
  });

  it('says plainly what it cannot do', async () => {
    expect((await ask('Book me a cinema ticket')).join('')).toContain("I'm Marquee's offline engine");
    expect((await ask('Who directed Nonexistent Film 123?')).join('')).toContain("couldn't find");
  });

  it('reports itself ready', async () => {
    expect(await engine.test()).toEqual({ ok: true, message: 'Offline engine ready' });
  });
});
