import { installIntersectionObserver, setInView } from '@marquee/ui/src/testing/intersectionObserver';
import { act, render, screen } from '@testing-library/react';
import { BelowFoldSlot } from '../BelowFoldSlot';

beforeAll(installIntersectionObserver);
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const renderSlot = () =>
  render(
    <BelowFoldSlot reserve="10rem">
      <p>Analysis</p>
    </BelowFoldSlot>,
  );

test('its content waits for the first quiet moment', () => {
  renderSlot();
  expect(screen.queryByText('Analysis')).not.toBeInTheDocument();
  act(() => jest.runOnlyPendingTimers());
  expect(screen.getByText('Analysis')).toBeInTheDocument();
});

test('its content comes at once when the slot nears the viewport', () => {
  const { container } = renderSlot();
  act(() => setInView(container.firstElementChild!));
  expect(screen.getByText('Analysis')).toBeInTheDocument();
});
