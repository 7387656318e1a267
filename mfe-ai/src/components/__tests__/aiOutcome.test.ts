import { aiOutcome, type AiRequest } from '../aiOutcome';

const texts = { failed: 'Failed to get AI recommendations', unreachable: 'Unable to connect to AI service.' };
interface Answer {
  success: boolean;
  films?: string[];
}
const answer: Answer = { success: true, films: ['Paddington 2'] };

test.each([
  ['nothing asked yet', { data: undefined, error: null, loading: false }, { status: 'idle' }],
  ['a call under way', { data: undefined, error: null, loading: true }, { status: 'loading' }],
  [
    'a call asked again shows that it runs',
    { data: answer, error: null, loading: true },
    { status: 'loading' },
  ],
  ['the answer', { data: answer, error: null, loading: false }, { status: 'ready', data: answer }],
  [
    'an answer saying it failed',
    { data: { success: false }, error: null, loading: false },
    { status: 'error', message: texts.failed },
  ],
  [
    'no answer (the call failed), even beside an older answer',
    { data: answer, error: new Error('Internal error'), loading: false },
    { status: 'error', message: texts.unreachable },
  ],
] satisfies [string, AiRequest<Answer>, unknown][])('%s', (_, request, outcome) => {
  expect(aiOutcome(request, texts)).toEqual(outcome);
});
