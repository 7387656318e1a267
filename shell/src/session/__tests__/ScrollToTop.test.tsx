import { Link } from '@marquee/router';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell } from '../../testing/render';
import { ScrollToTop } from '../ScrollToTop';

test('every route change scrolls to the top', async () => {
  const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
  const user = userEvent.setup();
  renderInShell(
    <>
      <ScrollToTop />
      <Link to="/genres">Genres</Link>
      <Link to="/top-rated">Top Rated</Link>
    </>,
  );
  scrollTo.mockClear();

  await user.click(screen.getByRole('link', { name: 'Genres' }));
  expect(scrollTo).toHaveBeenCalledTimes(1);
  expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

  await user.click(screen.getByRole('link', { name: 'Top Rated' }));
  expect(scrollTo).toHaveBeenCalledTimes(2);
  scrollTo.mockRestore();
});
