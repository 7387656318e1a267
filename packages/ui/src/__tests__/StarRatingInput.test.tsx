import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ThemeProvider } from '../ThemeProvider';
import { StarRatingInput } from '../StarRatingInput';

function Rated() {
  const [value, setValue] = useState(0);
  return <StarRatingInput label="Your rating" value={value} onChange={setValue} />;
}

test('a labelled group of five star radios; choosing one checks it alone', () => {
  render(
    <ThemeProvider>
      <Rated />
    </ThemeProvider>,
  );
  const group = screen.getByRole('group', { name: 'Your rating' });
  expect(group).toBeInTheDocument();
  const stars = screen.getAllByRole('radio');
  expect(stars.map((star) => star.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
  expect(stars.some((star) => (star as HTMLInputElement).checked)).toBe(false);

  fireEvent.click(screen.getByRole('radio', { name: '3 stars' }));
  expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
  fireEvent.click(screen.getByRole('radio', { name: '1 star' }));
  expect(screen.getByRole('radio', { name: '1 star' })).toBeChecked();
  expect(screen.getByRole('radio', { name: '3 stars' })).not.toBeChecked();
});
