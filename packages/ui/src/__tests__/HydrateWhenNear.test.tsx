import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HydrateWhenNear } from '../hydration/HydrateWhenNear';
import { installIntersectionObserver, setInView } from '../testing/intersectionObserver';

let clicked: string[] = [];
function Item({ name }: { name: string }) {
  return (
    <HydrateWhenNear as="div">
      <button type="button" onClick={() => clicked.push(name)}>
        {name}
      </button>
    </HydrateWhenNear>
  );
}
const page = (
  <main>
    <Item name="first" />
    <Item name="second" />
  </main>
);

/** The browser's idle callbacks, run when a test says the page is idle. */
let idleCallbacks: IdleRequestCallback[] = [];
const idle = () => idleCallbacks.shift()?.({} as IdleDeadline);

beforeEach(() => {
  clicked = [];
  idleCallbacks = [];
  window.requestIdleCallback = (callback) => idleCallbacks.push(callback);
  installIntersectionObserver();
});

afterEach(async () => {
  // Every wait ends, so the next test starts with none queued.
  while (idleCallbacks.length > 0) await act(async () => idle());
  document.body.innerHTML = '';
});

/** The server's HTML of the page, hydrated; the errors React reports while hydrating. */
async function hydrateServerPage(): Promise<unknown[]> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) });
  });
  return errors;
}

const click = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByText(name));
  });
};
const holderOf = (name: string) => screen.getByText(name).parentElement!;

test("the server's HTML stays as it is, not hydrated, until it comes near the viewport", async () => {
  const errors = await hydrateServerPage();
  await click('second');
  expect(clicked).toEqual([]);

  await act(async () => setInView(holderOf('second')));
  await click('second');
  await click('first');
  expect(clicked).toEqual(['second']);
  expect(errors).toEqual([]);
});

test('content reached hydrates before the event is handled: a tap or click on it is not lost', async () => {
  await hydrateServerPage();
  await act(async () => {
    const first = screen.getByText('first');
    fireEvent.pointerDown(first);
    fireEvent.click(first);
  });
  expect(clicked).toEqual(['first']);

  await act(async () => {
    fireEvent.focusIn(screen.getByText('second'));
  });
  await click('second');
  expect(clicked).toEqual(['first', 'second']);
});

test('content left alone hydrates once the page is idle, one item per idle period', async () => {
  await hydrateServerPage();
  await act(async () => idle());
  await click('first');
  await click('second');
  expect(clicked).toEqual(['first']);

  await act(async () => idle());
  await click('second');
  expect(clicked).toEqual(['first', 'second']);
});

test('a client render shows and runs the content at once', async () => {
  render(page);
  await click('second');
  expect(clicked).toEqual(['second']);
});

test('a browser without IntersectionObserver hydrates everything at once', async () => {
  Object.defineProperty(window, 'IntersectionObserver', {
    configurable: true,
    writable: true,
    value: undefined,
  });
  await hydrateServerPage();
  await click('second');
  expect(clicked).toEqual(['second']);
});
