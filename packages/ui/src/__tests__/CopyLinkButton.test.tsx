import { fireEvent, render, screen } from '@testing-library/react';
import { CopyLinkButton } from '../CopyLinkButton';
import { ThemeProvider } from '../ThemeProvider';

const writeText = jest.fn<Promise<void>, [string]>();
// jsdom has no clipboard: this one records what is written.
Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
beforeEach(() => writeText.mockReset());

function copyLink() {
  render(
    <ThemeProvider>
      <CopyLinkButton path="/lists/night-watch" />
    </ThemeProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
}

test("copies the page's full address and says so", async () => {
  writeText.mockResolvedValue(undefined);
  copyLink();
  expect(await screen.findByText('Link copied')).toHaveAttribute('role', 'status');
  expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/lists/night-watch`);
});

test('when the clipboard refuses, it shows the link to copy by hand', async () => {
  writeText.mockRejectedValue(new Error('Not allowed'));
  copyLink();
  expect(
    await screen.findByText(`Copy this link: ${window.location.origin}/lists/night-watch`),
  ).toHaveAttribute('role', 'status');
});
