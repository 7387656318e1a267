/**
 * TMDB keywords that describe how a film was made or released, not what it is about: they would make
 * unrelated films look alike and read as nonsense when shown as a theme.
 */
const PRODUCTION_TAGS = new Set([
  'aftercreditsstinger',
  'duringcreditsstinger',
  'woman director',
  'independent film',
  'based on novel',
  'based on comic book',
  'based on comic',
  'based on true story',
  'based on play',
  'based on young adult novel',
  'based on video game',
  'based on tv series',
  'biography',
  'sequel',
  'prequel',
  'remake',
  'reboot',
  'spin off',
  '3d',
  'imax',
  'live action remake',
  'anime',
  'stop motion',
  'animation',
  'musical',
  'short film',
  'silent film',
  'black and white',
  'no opening credits',
  'cameo',
  'director cameo',
  'film within a film',
  // Content flags, not themes.
  'female nudity',
  'male nudity',
  'nudity',
  'sex',
]);

export const isProductionTag = (keyword: string): boolean =>
  PRODUCTION_TAGS.has(keyword.trim().toLowerCase());

/** The keywords that say what a film is about. */
export const subjectKeywords = (keywords: string[]): string[] =>
  keywords.filter((keyword) => !isProductionTag(keyword));
