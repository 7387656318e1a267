import { parseSearchQuery, toSearchParameters } from '../src';

describe('parseSearchQuery', () => {
  it.each([
    ['a 1999 film', 1999, 1999],
    ['movies released in 1999', 1999, 1999],
    ['thrillers from 2010', 2010, null],
    ['westerns before 1980', null, 1979],
    ['comedies after 2015', 2016, null],
    ['90s action', 1990, 1999],
    ['1980s horror', 1980, 1989],
    ['films from the eighties', 1980, 1989],
    ['2000s dramas', 2000, 2009],
    ['films between 1995 and 2005', 1995, 2005],
  ])('reads the years of %p', (query, min, max) => {
    const parsed = parseSearchQuery(query);
    expect([parsed.fromYear, parsed.toYear]).toEqual([min, max]);
  });

  it.each([
    ['something scary', [27]],
    ['a funny film', [35]],
    ['sci-fi classics', [878]],
    ['animated adventures', [16, 12]],
    ['a romcom', [10749, 35]],
    ['romantic comedy', [10749, 35]],
    ['crime thriller', [80, 53]],
  ])('maps the genre words of %p', (query, genreIds) => {
    expect(parseSearchQuery(query).genreIds.sort()).toEqual([...genreIds].sort());
  });

  it.each([
    ['highly rated dramas', 7.5],
    ['films rated above 8', 8],
    ['comedies with a rating of at least 7', 7],
    ['horror', null],
  ])('reads the rating of %p', (query, min) => {
    expect(parseSearchQuery(query).minRating).toBe(min);
  });

  it('reads the film a query compares with, without parsing its title', () => {
    expect(parseSearchQuery('movies like The Matrix').similarTo).toBe('The Matrix');
    const parsed = parseSearchQuery('something similar to Fight Club, from the 90s');
    expect(parsed.similarTo).toBe('Fight Club');
    const alien = parseSearchQuery('films like Alien 1979');
    expect([alien.similarTo, alien.fromYear]).toEqual(['Alien 1979', null]);
    expect(parseSearchQuery("I'd like a comedy").similarTo).toBeNull();
  });

  it('recognises moods, and an action-packed mood is not also the Action genre', () => {
    expect(parseSearchQuery('a feel-good film').mood).toBe('feel_good');
    const parsed = parseSearchQuery('something action packed from the 90s');
    expect(parsed).toMatchObject({ mood: 'action_packed', genreIds: [], fromYear: 1990, toYear: 1999 });
  });

  it('gives the mood to the screens in words, not as its id', () => {
    expect(toSearchParameters(parseSearchQuery('mind-bending sci-fi')).mood).toBe('something mind-bending');
  });

  it('finds nothing to constrain in a plain title', () => {
    expect(parseSearchQuery('Star Wars')).toMatchObject({
      genreIds: [],
      fromYear: null,
      toYear: null,
      minRating: null,
      similarTo: null,
      mood: null,
      language: null,
      maxRuntime: null,
      subjectCue: false,
    });
  });

  it('separates what a film is about from the other words', () => {
    expect(parseSearchQuery('a film about a shark')).toMatchObject({ subject: ['shark'], subjectCue: true });
    expect(parseSearchQuery('90s comedies about friendship')).toMatchObject({
      subject: ['friendship'],
      genreIds: [35],
      fromYear: 1990,
      toYear: 1999,
    });
    expect(parseSearchQuery('heist films').subject).toEqual(['heist']);
    expect(parseSearchQuery('movies about time travel').subject).toEqual(['time', 'travel']);
  });

  it('reads languages and running times', () => {
    expect(parseSearchQuery('French crime films')).toMatchObject({
      language: 'fr',
      genreIds: [80],
      subject: [],
    });
    expect(parseSearchQuery('short animated films for kids')).toMatchObject({ maxRuntime: 100 });
    expect(parseSearchQuery('comedies under 90 minutes')).toMatchObject({ maxRuntime: 90, subject: [] });
    expect(parseSearchQuery('epic historical films')).toMatchObject({ minRuntime: 150 });
  });

  it("a mood asks for its films' minimum rating, and a named film keeps its apostrophe", () => {
    expect(parseSearchQuery('something mind-bending').minRating).toBe(6.8);
    expect(parseSearchQuery("films like Harry Potter and the Philosopher's Stone").similarTo).toBe(
      "Harry Potter and the Philosopher's Stone",
    );
  });
});
