import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { resetBrowserIdle, useBrowserIdle } from '../useBrowserIdle';

// Each test is a page that has just loaded, not yet idle.
beforeEach(resetBrowserIdle);

let renders: boolean[] = [];
function Waiting() {
  const idle = useBrowserIdle();
  renders.push(idle);
  return <p>{idle ? 'the rest of the page' : 'first screen only'}</p>;
}

beforeEach(() => {
  renders = [];
});

test('a waiting component renders once more when the page is idle, not in a pass that changes nothing first', async () => {
  render(<Waiting />);
  expect(screen.getByText('first screen only')).toBeInTheDocument();
  expect(await screen.findByText('the rest of the page')).toBeInTheDocument();
  // Before idle, then with it: a store's synchronous update would add a render with the old value between.
  expect(renders).toEqual([false, true]);
});

test('after the wait, a component mounted later is idle in its first render', async () => {
  const { unmount } = render(<Waiting />);
  await screen.findByText('the rest of the page');
  unmount();
  renders = [];
  render(<Waiting />);
  expect(screen.getByText('the rest of the page')).toBeInTheDocument();
  expect(renders).toEqual([true]);
});

test('a part hydrated after the wait matches the server first, then shows what waited', async () => {
  const { unmount } = render(<Waiting />);
  await screen.findByText('the rest of the page');
  unmount();

  const container = document.createElement('div');
  container.innerHTML = renderToString(<Waiting />);
  document.body.append(container);
  const mismatches: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <Waiting />, { onRecoverableError: (error) => mismatches.push(error) });
  });
  expect(mismatches).toEqual([]);
  expect(container).toHaveTextContent('the rest of the page');
  container.remove();
});
