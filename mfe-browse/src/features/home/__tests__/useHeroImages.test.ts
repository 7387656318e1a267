import { renderHook } from '@testing-library/react';
import { useHeroImages } from '../useHeroImages';

test('the first slide draws its image from the first render, with no second render after hydration', () => {
  let renders = 0;
  const { result } = renderHook(() => {
    renders += 1;
    return useHeroImages(5, 0, false);
  });
  expect([0, 1, 2].map(result.current)).toEqual([true, false, false]);
  expect(renders).toBe(1);
});

test('a slide once drawn stays drawn, and the next one is drawn while the visitor is on the carousel', () => {
  const { result, rerender } = renderHook(({ index, on }) => useHeroImages(5, index, on), {
    initialProps: { index: 0, on: false },
  });
  rerender({ index: 1, on: true });
  expect([0, 1, 2, 3].map(result.current)).toEqual([true, true, true, false]);
});
