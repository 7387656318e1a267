import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Lightbox, type LightboxItem, wrapIndex } from '../Lightbox';
import { ThemeProvider } from '../ThemeProvider';

const photos: LightboxItem[] = [
  { kind: 'image', src: '/one.jpg', alt: 'Photo 1', downloadUrl: 'https://img.example/original/one.jpg' },
  { kind: 'image', src: '/two.jpg', alt: 'Photo 2' },
  { kind: 'image', src: '/three.jpg', alt: 'Photo 3', downloadUrl: 'https://img.example/original/three.jpg' },
];

function Gallery({ items, start = 0 }: { items: LightboxItem[]; start?: number }) {
  const [index, setIndex] = useState<number | null>(null);
  return (
    <ThemeProvider>
      <button type="button" onClick={() => setIndex(start)}>
        Open gallery
      </button>
      {index !== null && (
        <Lightbox
          items={items}
          index={index}
          onIndexChange={setIndex}
          onClose={() => setIndex(null)}
          hint="Use arrow keys or click to navigate • ESC to close"
        />
      )}
    </ThemeProvider>
  );
}

function open(items: LightboxItem[], start = 0) {
  render(<Gallery items={items} start={start} />);
  const opener = screen.getByRole('button', { name: 'Open gallery' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

const shown = () => screen.getByRole('dialog').querySelector('img')?.getAttribute('alt');

test('wrapIndex goes round past both ends', () => {
  expect(wrapIndex(0, -1, 3)).toBe(2);
  expect(wrapIndex(2, 1, 3)).toBe(0);
  expect(wrapIndex(1, 1, 3)).toBe(2);
});

test('Previous from the first photo shows the last, Next from the last the first, with the counter', () => {
  open(photos);
  expect(screen.getByText('1 / 3')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
  expect(shown()).toBe('Photo 3');
  expect(screen.getByText('3 / 3')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(shown()).toBe('Photo 1');
  expect(screen.getByText('Use arrow keys or click to navigate • ESC to close')).toBeInTheDocument();
});

test('the arrow keys move and wrap, a click on the photo moves on', () => {
  open(photos);
  fireEvent.keyDown(document, { key: 'ArrowLeft' });
  expect(shown()).toBe('Photo 3');
  fireEvent.keyDown(document, { key: 'ArrowRight' });
  expect(shown()).toBe('Photo 1');
  fireEvent.click(screen.getByRole('img', { name: 'Photo 1' }));
  expect(shown()).toBe('Photo 2');
});

test('Escape and a click on the backdrop close it and focus goes back to the opener', () => {
  const opener = open(photos);
  fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();

  fireEvent.click(opener);
  fireEvent.click(screen.getByTestId('modal-backdrop'));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});

test('images with a download URL offer a download link, others none', () => {
  open(photos);
  const download = screen.getByRole('link', { name: 'Download' });
  expect(download).toHaveAttribute('href', 'https://img.example/original/one.jpg');
  expect(download).toHaveAttribute('download');
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.queryByRole('link', { name: 'Download' })).not.toBeInTheDocument();
});

test('a video plays in a no-cookie YouTube player and can be opened on YouTube in a new tab', () => {
  open([
    { kind: 'video', youtubeKey: 'abc123', title: 'Official Trailer' },
    { kind: 'video', youtubeKey: 'xyz789', title: 'Teaser' },
  ]);
  const player = screen.getByTitle('Official Trailer');
  expect(player.tagName).toBe('IFRAME');
  expect(player.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/abc123\b/);
  const external = screen.getByRole('link', { name: 'Open on YouTube' });
  expect(external).toHaveAttribute('href', 'https://www.youtube.com/watch?v=abc123');
  expect(external).toHaveAttribute('target', '_blank');
  fireEvent.keyDown(document, { key: 'ArrowRight' });
  expect(screen.getByTitle('Teaser').getAttribute('src')).toContain('/embed/xyz789');
  expect(screen.getByText('2 / 2')).toBeInTheDocument();
});

test('a single item shows no previous or next buttons', () => {
  open([photos[0]!]);
  expect(screen.queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();
  expect(screen.getByText('1 / 1')).toBeInTheDocument();
});
