/** Every piece an async iterable yields, in order. */
export async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const pieces: T[] = [];
  for await (const piece of iterable) pieces.push(piece);
  return pieces;
}
