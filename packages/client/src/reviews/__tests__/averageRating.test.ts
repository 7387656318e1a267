import { averageRating } from '../averageRating';

test('the average is rounded to one decimal and 0 without ratings', () => {
  expect(averageRating([5, 4, 4])).toBe(4.3);
  expect(averageRating([1, 2])).toBe(1.5);
  expect(averageRating([])).toBe(0);
});
