import { longestWordLength } from '../titleWords';

test('the longest word of a title, counted in characters', () => {
  expect(longestWordLength('The Shawshank Redemption')).toBe(10);
  expect(longestWordLength('Amélie')).toBe(6);
  expect(longestWordLength('Spider-Man: No Way Home')).toBe(6);
  expect(longestWordLength('WALL·E')).toBe(6);
});

test('Chinese and Japanese characters break anywhere, so each counts alone', () => {
  expect(longestWordLength('千と千尋の神隠し')).toBe(1);
  expect(longestWordLength('Ghost in the Shell 攻殻機動隊')).toBe(5);
});

test('a title without letters still gives a length', () => {
  expect(longestWordLength('')).toBe(1);
  expect(longestWordLength(' — ')).toBe(1);
});
