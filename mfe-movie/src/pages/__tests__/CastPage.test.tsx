import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSubPage } from '../../testing/renderSubPage';
import CastPage from '../CastPage';

beforeAll(() => {
  window.scrollTo = () => {};
});

const panel = () => screen.getByRole('tabpanel');
const search = () => screen.getByPlaceholderText('Search by name or role...');

test('the Cast tab lists the cast with their characters; both tabs show their counts', () => {
  renderSubPage('movieCast', <CastPage />);
  expect(screen.getByRole('tab', { name: 'Cast (76)' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tab', { name: 'Crew (187)' })).toHaveAttribute('aria-selected', 'false');
  expect(within(panel()).getAllByRole('listitem')).toHaveLength(76);
  expect(within(panel()).getByRole('button', { name: /Edward Norton\s*Narrator/ })).toBeInTheDocument();
  expect(search()).toHaveAccessibleName('Search cast and crew');
});

test('the search finds cast by name or character, ignoring case, and says when nobody matches', async () => {
  const user = userEvent.setup();
  renderSubPage('movieCast', <CastPage />);
  await user.type(search(), 'tyler');
  expect(
    within(panel())
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['Brad PittTyler Durden']);
  await user.clear(search());
  await user.type(search(), 'no such person');
  expect(panel()).toHaveTextContent('No cast members found matching your search.');
});

test('the Crew tab groups the crew by department and searches name, job and department', async () => {
  const user = userEvent.setup();
  renderSubPage('movieCast', <CastPage />);
  await user.click(screen.getByRole('tab', { name: 'Crew (187)' }));
  expect(screen.getByRole('tab', { name: 'Crew (187)' })).toHaveAttribute('aria-selected', 'true');
  const departments = within(panel()).getAllByRole('heading', { level: 2 });
  expect(departments.map((h) => h.textContent)).toContain('Directing (5)');
  expect(departments).toHaveLength(11);

  await user.type(search(), 'DIRECTOR');
  const directing = within(panel()).getByRole('region', { name: 'Directing' });
  expect(within(directing).getByRole('button', { name: /David Fincher\s*Director/ })).toBeInTheDocument();

  await user.clear(search());
  await user.type(search(), 'zzz');
  expect(panel()).toHaveTextContent('No crew members found matching your search.');
});

test('pressing a person opens a popup with their role, department and database id; Escape closes it', async () => {
  const user = userEvent.setup();
  renderSubPage('movieCast', <CastPage />);
  const card = screen.getByRole('button', { name: /Brad Pitt\s*Tyler Durden/ });
  await user.click(card);
  const popup = screen.getByRole('dialog', { name: 'Brad Pitt' });
  expect(within(popup).getByText('Character').nextSibling).toHaveTextContent('Tyler Durden');
  expect(within(popup).getByText('Department').nextSibling).toHaveTextContent('Acting');
  expect(within(popup).getByText('Database ID').nextSibling).toHaveTextContent('287');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(card).toHaveFocus();

  await user.click(screen.getByRole('tab', { name: 'Crew (187)' }));
  await user.click(screen.getAllByRole('button', { name: /David Fincher\s*Director/ })[0]!);
  const crewPopup = screen.getByRole('dialog', { name: 'David Fincher' });
  expect(within(crewPopup).getByText('Job').nextSibling).toHaveTextContent('Director');
  expect(within(crewPopup).getByText('Department').nextSibling).toHaveTextContent('Directing');
});
