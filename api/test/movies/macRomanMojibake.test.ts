import { repairMacRomanMojibake } from '../../src/movies/catalog/macRomanMojibake';

describe('repairing Windows-1252 text read as Mac Roman', () => {
  test.each([
    ['LÈon', 'Léon'],
    ['DÈj‡ Vu', 'Déjà Vu'],
    ['CachÈ', 'Caché'],
    ['Joyeux NoÎl', 'Joyeux Noël'],
    ["Le Fabuleux destin d'AmÈlie Poulain", "Le Fabuleux destin d'Amélie Poulain"],
    ['The Naked Gun 2Ω: The Smell of Fear', 'The Naked Gun 2½: The Smell of Fear'],
    ["I Love You Ö Don't Touch Me!", "I Love You … Don't Touch Me!"],
    ['Die F‰lscher', 'Die Fälscher'],
  ])('%s → %s', (garbled, text) => {
    expect(repairMacRomanMojibake(garbled)).toBe(text);
  });

  test('leaves text that cannot be this mojibake as it is', () => {
    expect(repairMacRomanMojibake('Alien³')).toBe('Alien³');
    expect(repairMacRomanMojibake('Ri¢hie Ri¢h')).toBe('Ri¢hie Ri¢h');
    expect(repairMacRomanMojibake('Heat')).toBe('Heat');
  });
});
