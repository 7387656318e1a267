/**
 * Titles as matching compares them, so that the same film written two ways meets: accents removed
 * ("Amélie" = "Amelie"), case folded, '&' read as 'and', quotes dropped ("Schindler's" = "Schindlers"),
 * other punctuation, dashes and dots (WALL·E, WALL-E) as spaces, a leading article left out in several
 * languages ("The Thing" = "Thing, The" = "Thing"; "L'Avventura" = "Avventura"), Roman numerals of
 * sequels as digits ("Rocky II" = "Rocky 2"), spaces collapsed.
 */
export function normaliseTitle(title: string): string {
  const plain = foldLetters(title.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase())
    .replace(/&/g, ' and ')
    .replace(/^(l|d)['’‘`´]/, '')
    .replace(/['’‘`´ʼ"“”„«»]/g, '');
  const words = moveTrailingArticle(plain)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ');
  const [first, ...rest] = words;
  const withoutArticle = first !== undefined && LEADING_ARTICLES.has(first) && rest.length > 0 ? rest : words;
  return withoutArticle.map((word) => ROMAN_NUMERALS[word] ?? word).join(' ');
}

/**
 * The keys a film can be found by: its normalised title and original title, each also without spaces
 * ("Wall E" = "WALLE", "Se7en" stays itself). Empty keys are left out.
 */
export function titleKeys(title: string, originalTitle?: string | null): string[] {
  const keys = [title, originalTitle ?? '']
    .map(normaliseTitle)
    .flatMap((key) => [key, key.replace(/ /g, '')])
    .filter((key) => key !== '');
  return [...new Set(keys)];
}

/**
 * Articles left out at the start. Not 'die' (German, but also English: "Die Hard" is not "Hard"), nor
 * 'i' (Italian, but also English: "I, Robot").
 */
const LEADING_ARTICLES = new Set([
  'the',
  'a',
  'an',
  'le',
  'la',
  'les',
  'un',
  'une',
  'der',
  'das',
  'ein',
  'eine',
  'el',
  'los',
  'las',
  'una',
  'il',
  'lo',
  'gli',
  'het',
]);

/** Articles that catalogues put after a comma at the end ("Thing, The"): taken back to the front. */
const TRAILING_ARTICLES = new Set([...LEADING_ARTICLES, 'die']);

function moveTrailingArticle(title: string): string {
  const trailing = /^(.+),\s*(\p{L}+)\s*$/u.exec(title);
  return trailing?.[1] && trailing[2] && TRAILING_ARTICLES.has(trailing[2])
    ? `${trailing[2]} ${trailing[1]}`
    : title;
}

/** Sequel numbers; not I, V or X alone, which are also words and letters ("V for Vendetta", "Malcolm X"). */
const ROMAN_NUMERALS: Record<string, string> = {
  ii: '2',
  iii: '3',
  iv: '4',
  vi: '6',
  vii: '7',
  viii: '8',
  ix: '9',
};

/** Letters NFKD does not take apart. */
const FOLDED_LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

function foldLetters(text: string): string {
  return text.replace(/[ßæœøłđðþı]/g, (letter) => FOLDED_LETTERS[letter] ?? letter);
}
