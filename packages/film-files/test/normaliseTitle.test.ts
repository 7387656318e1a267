import { normaliseTitle, titleKeys } from '../src';

describe('normaliseTitle', () => {
  it.each([
    ['Amélie', 'Amelie'],
    ['Léon', 'LEON'],
    ['Les Misérables', 'Miserables'],
    ['The Thing', 'Thing, The'],
    ['The Thing', 'thing'],
    ['WALL·E', 'WALL-E'],
    ['Pride & Prejudice', 'Pride and Prejudice'],
    ["Schindler's List", 'Schindler’s List'],
    ['Crouching Tiger, Hidden Dragon', 'Crouching Tiger Hidden Dragon'],
    ['Mission: Impossible', 'Mission – Impossible'],
    ["L'Avventura", 'Avventura'],
    ['Das Boot', 'Boot'],
    ['El Mariachi', 'Mariachi'],
    ['Rocky II', 'Rocky 2'],
    ['Star Wars: Episode IV – A New Hope', 'Star Wars Episode 4 A New Hope'],
    ['Straße', 'Strasse'],
    ['  The   Host ', 'host'],
    ['"Crocodile" Dundee', 'Crocodile Dundee'],
    ['Welle, Die', 'Die Welle'],
  ])('%s = %s', (a, b) => {
    expect(normaliseTitle(a)).toBe(normaliseTitle(b));
  });

  it.each([
    ['Die Hard', 'Hard'],
    ['Alien', 'Aliens'],
    ['I, Robot', 'Robot'],
    ['V for Vendetta', '5 for Vendetta'],
    ['Dune', 'Dune: Part One'],
  ])('%s is not %s', (a, b) => {
    expect(normaliseTitle(a)).not.toBe(normaliseTitle(b));
  });

  it('keeps a title that is only an article', () => {
    expect(normaliseTitle('The')).toBe('the');
    expect(normaliseTitle('Them!')).toBe('them');
  });

  it('gives keys for the title and the original title, with and without spaces', () => {
    expect(titleKeys('WALL·E')).toEqual(['wall e', 'walle']);
    expect(titleKeys('Amélie', "Le fabuleux destin d'Amélie Poulain")).toEqual([
      'amelie',
      'fabuleux destin damelie poulain',
      'fabuleuxdestindameliepoulain',
    ]);
    expect(titleKeys('Se7en', null)).toEqual(['se7en']);
  });
});
