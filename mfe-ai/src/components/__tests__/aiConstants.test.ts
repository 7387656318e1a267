import { confidenceTone, MOOD_OPTIONS, sentimentTone } from '../aiConstants';

test.each([
  [100, 'green'],
  [90, 'green'],
  [89, 'yellow'],
  [80, 'yellow'],
  [79, 'orange'],
  [70, 'orange'],
  [69, 'red'],
  [0, 'red'],
])('confidence %i%% is %s', (percent, tone) => {
  expect(confidenceTone(percent)).toBe(tone);
});

test.each([
  [10, 'green'],
  [8, 'green'],
  [7.9, 'yellow'],
  [6, 'yellow'],
  [5.9, 'orange'],
  [4, 'orange'],
  [3.9, 'red'],
])('sentiment %f/10 is %s', (score, tone) => {
  expect(sentimentTone(score)).toBe(tone);
});

test('the hub offers the six moods of docs/product.md §9 and the personalised pick', () => {
  expect(MOOD_OPTIONS.map((mood) => mood.id)).toEqual([
    'rainy_day',
    'feel_good',
    'date_night',
    'mind_bending',
    'late_night',
    'action_packed',
    '',
  ]);
});
