import {
  logoutAtom,
  marqueeStore,
  RemoteWidgetLoaderProvider,
  saveSession,
  type RemoteWidgetLoader,
} from '@marquee/client';
import { ada } from '@marquee/testing/fixtures';
import { installIntersectionObserver, renderPage, setInView } from '@marquee/ui/testing';
import { act, screen } from '@testing-library/react';
import { FeedSection } from '../FeedSection';

// Stands in for the shell's Module Federation loader: the section's part is which widget it asks for.
const asked: string[] = [];
const load = ((id: string) => {
  asked.push(id);
  return Promise.resolve({ default: () => <p>The feed preview</p> });
}) as unknown as RemoteWidgetLoader;

function renderSection() {
  return renderPage(
    '/',
    <RemoteWidgetLoaderProvider value={load}>
      <FeedSection />
    </RemoteWidgetLoaderProvider>,
  );
}

beforeAll(() => installIntersectionObserver());
beforeEach(() => {
  asked.length = 0;
  marqueeStore.set(logoutAtom);
  localStorage.clear();
});

test('a guest gets no section, so the server-rendered page is hydrated as it came', () => {
  const { container } = renderSection();
  expect(container.querySelector('div')).toBeNull();
  expect(asked).toEqual([]);
});

test("a member's section keeps its room and loads the feed preview once it comes near", async () => {
  saveSession({ token: 'tok', user: ada });
  const { container } = renderSection();
  const slot = container.querySelector('div')!;
  expect(slot).toBeEmptyDOMElement();
  expect(asked).toEqual([]);

  act(() => setInView(slot));

  expect(await screen.findByText('The feed preview')).toBeInTheDocument();
  expect(asked).toEqual(['mfe_account/FeedPreview']);
});
