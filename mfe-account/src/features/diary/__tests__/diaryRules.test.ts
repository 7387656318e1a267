import { parseTags } from '../diaryRules';

test('tags are separated by Latin or Arabic commas, so an Arabic keyboard separates them too', () => {
  expect(parseTags('Cinema, with friends,cinema')).toEqual(['cinema', 'with friends']);
  expect(parseTags('سينما، مع الأصدقاء')).toEqual(['سينما', 'مع الأصدقاء']);
});
