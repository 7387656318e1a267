import { fireEvent, render, screen } from '@testing-library/react';
import { ProfilePhoto } from '../ProfilePhoto';
import { ThemeProvider } from '../ThemeProvider';

const photo = (path: string | null) => {
  render(
    <ThemeProvider>
      <ProfilePhoto path={path} name="Edward Norton" />
    </ThemeProvider>,
  );
  return screen.getByRole('img', { name: 'Edward Norton' });
};

test('a person with a photo gets it from TMDB at 185 wide, lazily', () => {
  const img = photo('/norton.jpg');
  expect(img).toHaveAttribute('src', 'https://image.tmdb.org/t/p/w185/norton.jpg');
  expect(img).toHaveAttribute('loading', 'lazy');
});

const PLACEHOLDER = '/api/images/placeholder?kind=profile&title=Edward+Norton';

test('without a photo the drawn placeholder stands in', () => {
  expect(photo(null)).toHaveAttribute('src', PLACEHOLDER);
});

test('a photo that fails to load is replaced by the drawn placeholder', () => {
  const img = photo('/missing.jpg');
  fireEvent.error(img);
  expect(img).toHaveAttribute('src', PLACEHOLDER);
});
