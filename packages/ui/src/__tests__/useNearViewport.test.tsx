import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { installIntersectionObserver, observerOptionsOf, setInView } from '../testing/intersectionObserver';
import { useNearViewport } from '../useNearViewport';

function Spot() {
  const [ref, near] = useNearViewport<HTMLParagraphElement>('300px');
  return <p ref={ref}>{near ? 'content' : 'placeholder'}</p>;
}

test('is false until the element comes near the viewport, then stays true', () => {
  installIntersectionObserver();
  render(<Spot />);
  const spot = screen.getByText('placeholder');
  expect(observerOptionsOf(spot)).toEqual([{ rootMargin: '300px' }]);

  act(() => setInView(spot));
  expect(spot).toHaveTextContent('content');
  // Once near it stays so, and nothing watches the element any more.
  expect(observerOptionsOf(spot)).toEqual([]);
});

test('is true at once where there is no IntersectionObserver', () => {
  Object.defineProperty(window, 'IntersectionObserver', {
    configurable: true,
    writable: true,
    value: undefined,
  });
  render(<Spot />);
  expect(screen.getByText('content')).toBeInTheDocument();
});
