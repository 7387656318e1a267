import { pollWhile, PROGRESS_POLL_MS } from '../query/pollWhile';

const whileRunning = pollWhile((status: string) => status === 'running');

test('asks again while the work runs, and not once it is over', () => {
  expect(whileRunning({ state: { data: 'running', status: 'success' } })).toBe(PROGRESS_POLL_MS);
  expect(whileRunning({ state: { data: 'done', status: 'success' } })).toBe(false);
});

test('keeps asking through a failed poll once there is something to follow', () => {
  expect(whileRunning({ state: { data: 'running', status: 'error' } })).toBe(PROGRESS_POLL_MS);
});

test('waits for the first answer, but gives up when the first load failed', () => {
  expect(whileRunning({ state: { status: 'pending' } })).toBe(PROGRESS_POLL_MS);
  expect(whileRunning({ state: { status: 'error' } })).toBe(false);
});
