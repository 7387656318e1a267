import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordedFilm } from '../../testing/recordedFilm';
import { renderSubPage } from '../../testing/renderSubPage';
import PhotosPage from '../PhotosPage';

beforeAll(() => {
  window.scrollTo = () => {};
});

const film = recordedFilm();
const backdrops = film.images!.backdrops;
const posters = film.images!.posters;
const photoButtons = () => screen.getAllByRole('button', { name: /^Open Fight Club/ });
const filter = (name: string) => screen.getByRole('button', { name });

test('All shows every backdrop and poster, Backdrops and Posters split them by aspect ratio', async () => {
  const user = userEvent.setup();
  renderSubPage('moviePhotos', <PhotosPage />);
  expect(filter('All')).toHaveAttribute('aria-pressed', 'true');
  expect(photoButtons()).toHaveLength(backdrops.length + posters.length);
  const firstThumbnail = photoButtons()[0]!.querySelector('img')!;
  expect(firstThumbnail).toHaveAttribute('loading', 'lazy');
  expect(firstThumbnail.getAttribute('src')).toBe(
    `https://image.tmdb.org/t/p/w300${backdrops[0]!.file_path}`,
  );
  expect(firstThumbnail.getAttribute('srcset')).toContain(`/w500${backdrops[0]!.file_path} 500w`);

  await user.click(filter('Backdrops'));
  const wide = [...backdrops, ...posters].filter((photo) => photo.aspect_ratio > 1.5);
  expect(photoButtons()).toHaveLength(wide.length);
  await user.click(filter('Posters'));
  expect(photoButtons()).toHaveLength(backdrops.length + posters.length - wide.length);
  expect(photoButtons()[0]).toHaveAccessibleName('Open Fight Club poster 1');
});

test('a filter without photos says so', async () => {
  const user = userEvent.setup();
  renderSubPage('moviePhotos', <PhotosPage />, {
    state: { movie: { ...film, images: { backdrops, posters: [] } } },
  });
  await user.click(filter('Posters'));
  expect(screen.getByText('No images found for this filter.')).toBeInTheDocument();
});

test('a photo opens in the lightbox at that photo: counter, hint, download, wrap-around, Escape', async () => {
  const user = userEvent.setup();
  renderSubPage('moviePhotos', <PhotosPage />);
  const total = backdrops.length + posters.length;
  const first = photoButtons()[0]!;
  await user.click(first);
  const lightbox = screen.getByRole('dialog', { name: 'Fight Club backdrop 1' });
  expect(within(lightbox).getByText(`1 / ${total}`)).toBeInTheDocument();
  expect(
    within(lightbox).getByText('Use arrow keys or click to navigate • ESC to close'),
  ).toBeInTheDocument();
  expect(within(lightbox).getByRole('img')).toHaveAttribute(
    'src',
    `https://image.tmdb.org/t/p/w1280${backdrops[0]!.file_path}`,
  );
  const download = within(lightbox).getByRole('link', { name: 'Download' });
  expect(download).toHaveAttribute('href', `https://image.tmdb.org/t/p/original${backdrops[0]!.file_path}`);
  expect(download).toHaveAttribute('download');

  await user.keyboard('{ArrowLeft}');
  expect(screen.getByRole('dialog', { name: `Fight Club poster ${total}` })).toBeInTheDocument();
  expect(screen.getByText(`${total} / ${total}`)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByText(`1 / ${total}`)).toBeInTheDocument();

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(first).toHaveFocus();
});

test('the lightbox goes through the filtered photos only', async () => {
  const user = userEvent.setup();
  renderSubPage('moviePhotos', <PhotosPage />);
  await user.click(filter('Posters'));
  const shown = photoButtons().length;
  await user.click(photoButtons()[1]!);
  expect(screen.getByRole('dialog', { name: 'Fight Club poster 2' })).toHaveTextContent(`2 / ${shown}`);
});
