import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell } from '../../testing/render';
import { Footer } from '../Footer';

test('the footer expands to show more, with the TMDB credit', async () => {
  const user = userEvent.setup();
  renderInShell(<Footer />);
  const toggle = screen.getByRole('button', { name: 'More about Marquee' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByText(/Movie data from TMDB/)).not.toBeInTheDocument();

  await user.click(toggle);

  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toHaveTextContent(
    'Movie data from TMDB',
  );
  expect(screen.getByRole('link', { name: 'themoviedb.org' })).toHaveAttribute(
    'href',
    'https://www.themoviedb.org/',
  );

  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByText(/Movie data from TMDB/)).not.toBeInTheDocument();
});
