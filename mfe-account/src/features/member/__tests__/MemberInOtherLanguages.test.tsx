import { logoutAtom, marqueeStore } from '@marquee/client';
import { switchLanguage } from '@marquee/i18n';
import { renderPage } from '@marquee/ui/testing';
import { screen, within } from '@testing-library/react';
import { graceProfile, profilesBackend } from '../../../testing/profilesApi';
import { serveBackend } from '../../../testing/serveBackend';
import { MemberProfile } from '../MemberProfile';

const backend = profilesBackend();
serveBackend(backend);
beforeEach(() => {
  backend.state.profile = graceProfile();
  marqueeStore.set(logoutAtom);
});
afterEach(() => switchLanguage('en'));

const visit = () => renderPage('/u/:handle', <MemberProfile />, '/u/grace_h');

test("in German, a member's profile, its sections and its counts speak German", async () => {
  await switchLanguage('de');
  visit();

  expect(await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeInTheDocument();
  const counts = screen.getByRole('list', { name: 'Zahlen' });
  expect(counts).toHaveTextContent('1 Film eingetragen');
  expect(counts).toHaveTextContent('1 Kritik');
  expect(within(counts).getByRole('button', { name: '3 Follower' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Melde dich an, um zu folgen' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Lieblingsfilme' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Zuletzt im Tagebuch' })).toHaveTextContent('Erneut gesehen');
});

test('in Arabic, each count takes its plural form, with the number stressed', async () => {
  backend.state.profile = {
    ...graceProfile(),
    counts: { publicLists: 2, diaryEntries: 11, reviews: 3, followers: 0, following: 1 },
  };
  await switchLanguage('ar');
  visit();

  const counts = await screen.findByRole('list', { name: 'الأرقام' });
  expect(counts).toHaveTextContent('11 فيلمًا مسجَّلًا');
  expect(counts).toHaveTextContent('3 مراجعات');
  expect(within(counts).getByText('2').tagName).toBe('STRONG');
  expect(within(counts).getByRole('button', { name: '0 متابِع' })).toBeInTheDocument();
  expect(within(counts).getByRole('button', { name: 'يتابع 1' })).toBeInTheDocument();
});
