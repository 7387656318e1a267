import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Modal } from '../Modal';
import { ThemeProvider } from '../ThemeProvider';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <ThemeProvider>
      <button type="button" onClick={() => setOpen(true)}>
        Details
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Brad Pitt">
        <p>Character: Tyler Durden</p>
        <a href="#more">More</a>
      </Modal>
    </ThemeProvider>
  );
}

function openDialog() {
  render(<Opener />);
  const opener = screen.getByRole('button', { name: 'Details' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

test('opens as a named modal dialog with focus inside and the page locked', () => {
  openDialog();
  const dialog = screen.getByRole('dialog', { name: 'Brad Pitt' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(screen.getByRole('heading', { name: 'Brad Pitt' })).toBeInTheDocument();
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
  expect(document.body.style.overflow).toBe('hidden');
});

test('Escape closes it, gives focus back to the opener and unlocks the page', () => {
  const opener = openDialog();
  fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
  expect(document.body.style.overflow).toBe('');
});

test('the close button and a click on the backdrop close it, a click inside does not', () => {
  const opener = openDialog();
  fireEvent.click(screen.getByText('Character: Tyler Durden'));
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  fireEvent.click(screen.getByTestId('modal-backdrop'));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  fireEvent.click(opener);
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});

test('Tab from the last control goes round to the first, Shift+Tab the other way', () => {
  openDialog();
  const close = screen.getByRole('button', { name: 'Close' });
  const more = screen.getByRole('link', { name: 'More' });
  more.focus();
  fireEvent.keyDown(more, { key: 'Tab' });
  expect(close).toHaveFocus();
  fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
  expect(more).toHaveFocus();
});

test('labelledBy names the dialog after an element of its content', () => {
  render(
    <ThemeProvider>
      <Modal open onClose={() => undefined} title="Photo" labelledBy="caption">
        <p id="caption">Fight Club backdrop</p>
      </Modal>
    </ThemeProvider>,
  );
  expect(screen.getByRole('dialog', { name: 'Fight Club backdrop' })).toBeInTheDocument();
});
