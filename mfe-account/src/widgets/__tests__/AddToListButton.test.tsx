import { logoutAtom, marqueeStore, saveSession } from '@marquee/client';
import { listEntry, listsBackend, savedList } from '@marquee/client/testing';
import { Link } from '@marquee/router';
import { ada, fightClub } from '@marquee/testing/fixtures';
import { type LocalApi, startLocalApi } from '@marquee/testing/localApi';
import { renderPage } from '@marquee/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AddToListButton from '../AddToListButton';

const backend = listsBackend();
let api: LocalApi;
beforeAll(async () => {
  api = await startLocalApi(
    (request) => backend.handle(request) ?? { status: 404, body: { message: 'Not found' } },
  );
});
afterAll(() => api.close());
beforeEach(() => {
  backend.reset();
  api.requests.length = 0;
  marqueeStore.set(logoutAtom);
  localStorage.clear();
});

const menuName = 'Add “Fight Club” to a list';

// Placed inside a film's link, as a card may do: using the menu must not open the film.
function renderOnCard() {
  renderPage(
    '*',
    <Link to="/movie/550">
      <AddToListButton movie={fightClub} />
    </Link>,
    '/top-rated',
    'document',
  );
  return screen.getByRole('button', { name: 'Add to List' });
}

/** Ada, signed in, with "Favourites" (holding Fight Club) and "Watch later" (not). */
function adaWithTwoLists() {
  saveSession({ token: 'tok', user: ada });
  const favourites = savedList({ name: 'Favourites' });
  const later = savedList({ name: 'Watch later', visibility: 'public' });
  backend.state.lists.push(favourites, later);
  backend.state.entries[favourites.id] = [listEntry('550', 'Fight Club')];
  return { favourites, later };
}

test('a guest is sent to sign in, coming back to this page', async () => {
  const button = renderOnCard();
  await userEvent.click(button);
  expect(screen.getByTestId('location')).toHaveTextContent('/login');
  expect(localStorage.getItem('returnUrl')).toBe('/top-rated');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});

test("the menu lists the user's lists, ticked where the film is, without following the link", async () => {
  adaWithTwoLists();
  const button = renderOnCard();
  expect(button).toHaveAttribute('aria-haspopup', 'menu');
  expect(button).toHaveAttribute('aria-expanded', 'false');

  await userEvent.click(button);
  const menu = await screen.findByRole('menu', { name: menuName });
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(button).toHaveAttribute('aria-controls', menu.id);
  const favourites = await within(menu).findByRole('menuitemcheckbox', { name: /Favourites/ });
  expect(favourites).toHaveAttribute('aria-checked', 'true');
  expect(within(menu).getByRole('menuitemcheckbox', { name: /Watch later/ })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  expect(within(menu).getByRole('menuitem', { name: 'New list…' })).toBeInTheDocument();
  expect(api.requests.map(({ path }) => path)).toContain(`/api/users/${ada.id}/lists?containing=550`);
  expect(screen.getByTestId('location')).toHaveTextContent('/top-rated');
});

test('a list an administrator hid says so in the menu instead of who may read it', async () => {
  saveSession({ token: 'tok', user: ada });
  backend.state.lists.push(
    savedList({ name: 'Rants', visibility: 'public', hiddenAt: '2026-03-03T10:00:00.000Z' }),
  );
  await userEvent.click(renderOnCard());
  const menu = await screen.findByRole('menu', { name: menuName });
  const rants = await within(menu).findByRole('menuitemcheckbox', { name: /Rants/ });
  expect(rants).toHaveTextContent('Hidden by an administrator');
  expect(rants).not.toHaveTextContent('Public');
});

test('ticking adds the film and unticking takes it off, saying so, and the lists keep their places', async () => {
  const { favourites, later } = adaWithTwoLists();
  await userEvent.click(renderOnCard());
  const menu = await screen.findByRole('menu', { name: menuName });
  const laterItem = await within(menu).findByRole('menuitemcheckbox', { name: /Watch later/ });

  await userEvent.click(laterItem);
  expect(laterItem).toHaveAttribute('aria-checked', 'true');
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Added to “Watch later”.'));
  expect(backend.filmsOn(later.id)).toEqual(['550']);

  await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: /Favourites/ }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Removed from “Favourites”.'));
  expect(backend.filmsOn(favourites.id)).toEqual([]);
  // The server now puts the list changed last first; the menu keeps the order it opened with.
  await waitFor(() =>
    expect(within(menu).getByRole('menuitemcheckbox', { name: /Favourites/ })).toHaveAttribute(
      'aria-checked',
      'false',
    ),
  );
  const names = within(menu)
    .getAllByRole('menuitemcheckbox')
    .map((item) => item.textContent);
  expect(names).toEqual(['FavouritesPrivate', 'Watch laterPublic']);
  expect(screen.getByTestId('location')).toHaveTextContent('/top-rated');
});

test('lists ticked one after the other while the first is in flight are all saved, none left busy', async () => {
  const { later } = adaWithTwoLists();
  const third = savedList({ name: 'Rainy days' });
  backend.state.lists.push(third);
  await userEvent.click(renderOnCard());
  const laterItem = await screen.findByRole('menuitemcheckbox', { name: /Watch later/ });
  const thirdItem = screen.getByRole('menuitemcheckbox', { name: /Rainy days/ });

  api.hold();
  await userEvent.click(laterItem);
  await userEvent.click(thirdItem);
  expect(laterItem).toHaveAttribute('aria-busy', 'true');
  expect(thirdItem).toHaveAttribute('aria-busy', 'true');
  api.release();

  await waitFor(() => expect(laterItem).toHaveAttribute('aria-busy', 'false'));
  await waitFor(() => expect(thirdItem).toHaveAttribute('aria-busy', 'false'));
  expect(backend.filmsOn(later.id)).toEqual(['550']);
  expect(backend.filmsOn(third.id)).toEqual(['550']);
  expect(laterItem).toHaveAttribute('aria-checked', 'true');
  expect(thirdItem).toHaveAttribute('aria-checked', 'true');
});

test('a refused add is unticked again and says why', async () => {
  adaWithTwoLists();
  await userEvent.click(renderOnCard());
  const item = await screen.findByRole('menuitemcheckbox', { name: /Watch later/ });

  backend.state.failNext = { status: 409, body: { message: 'This list already holds 5,000 films' } };
  await userEvent.click(item);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Could not add it to “Watch later”: This list already holds 5,000 films',
  );
  expect(item).toHaveAttribute('aria-checked', 'false');
});

test('the keyboard opens the menu, moves with the arrows, toggles, and Escape gives focus back', async () => {
  const { later } = adaWithTwoLists();
  const button = renderOnCard();
  button.focus();

  await userEvent.keyboard('{Enter}');
  const menu = await screen.findByRole('menu', { name: menuName });
  await within(menu).findByRole('menuitemcheckbox', { name: /Watch later/ });
  await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'New list…' })).toHaveFocus());

  await userEvent.keyboard('{ArrowDown}{ArrowDown}');
  const laterItem = within(menu).getByRole('menuitemcheckbox', { name: /Watch later/ });
  expect(laterItem).toHaveFocus();
  await userEvent.keyboard(' ');
  await waitFor(() => expect(backend.filmsOn(later.id)).toEqual(['550']));
  expect(laterItem).toHaveFocus();

  await userEvent.keyboard('{ArrowDown}');
  expect(within(menu).getByRole('menuitem', { name: 'New list…' })).toHaveFocus();

  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(button).toHaveFocus();
  expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('the down arrow opens the menu too, and a press outside it closes it', async () => {
  adaWithTwoLists();
  const button = renderOnCard();
  button.focus();

  await userEvent.keyboard('{ArrowDown}');
  const menu = await screen.findByRole('menu', { name: menuName });
  await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'New list…' })).toHaveFocus());

  await userEvent.click(document.body);
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('"New list…" makes a private list with the film on it, and refuses an empty name', async () => {
  saveSession({ token: 'tok', user: ada });
  await userEvent.click(renderOnCard());
  const menu = await screen.findByRole('menu', { name: menuName });
  expect(await screen.findByText('You have no lists yet.')).toBeInTheDocument();

  await userEvent.click(within(menu).getByRole('menuitem', { name: 'New list…' }));
  const form = screen.getByRole('dialog', { name: 'New list' });
  const name = within(form).getByLabelText('List name');
  expect(name).toHaveFocus();
  expect(within(form).getByLabelText('Who can see it')).toHaveValue('private');

  await userEvent.click(within(form).getByRole('button', { name: 'Create and Add' }));
  expect(within(form).getByRole('alert')).toHaveTextContent('Give the list a name');
  expect(api.requests.filter(({ method }) => method === 'POST')).toEqual([]);

  await userEvent.type(name, '  Cult classics {Enter}');
  const item = await screen.findByRole('menuitemcheckbox', { name: /Cult classics/ });
  expect(item).toHaveAttribute('aria-checked', 'true');
  expect(screen.getByRole('status')).toHaveTextContent('Made “Cult classics” with this film on it.');
  const [made] = backend.state.lists;
  expect(made).toMatchObject({ name: 'Cult classics', visibility: 'private', ownerId: ada.id });
  expect(backend.filmsOn(made!.id)).toEqual(['550']);
});

test('a list chosen to be public is made public; Escape in the form closes the menu', async () => {
  saveSession({ token: 'tok', user: ada });
  const button = renderOnCard();
  await userEvent.click(button);
  await userEvent.click(await screen.findByRole('menuitem', { name: 'New list…' }));
  const form = screen.getByRole('dialog', { name: 'New list' });
  await userEvent.type(within(form).getByLabelText('List name'), 'Shared picks');
  await userEvent.selectOptions(within(form).getByLabelText('Who can see it'), 'public');
  expect(within(form).getByText(/shown on your profile/)).toBeInTheDocument();
  await userEvent.click(within(form).getByRole('button', { name: 'Create and Add' }));
  await screen.findByRole('menuitemcheckbox', { name: /Shared picks/ });
  expect(backend.state.lists[0]).toMatchObject({ name: 'Shared picks', visibility: 'public' });

  await userEvent.click(screen.getByRole('menuitem', { name: 'New list…' }));
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(button).toHaveFocus();
});
