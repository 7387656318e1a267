import { switchLanguage } from '@marquee/i18n';
import { act, screen } from '@testing-library/react';
import { renderInShell } from '../../testing/render';
import { OfflineNotice } from '../OfflineNotice';

const online = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine')!;

beforeEach(() => Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false }));

afterEach(async () => {
  Object.defineProperty(navigator, 'onLine', online);
  await switchLanguage('en');
});

test('the offline notice shows in the language chosen while it is up', async () => {
  renderInShell(<OfflineNotice />);
  expect(screen.getByRole('status')).toHaveTextContent(/^You are offline\./);
  await act(() => switchLanguage('de'));
  expect(await screen.findByText(/^Du bist offline\./)).toBeInTheDocument();
});
