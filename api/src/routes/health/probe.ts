import { type DependencyState } from '@marquee/contracts';

/** Runs a dependency check and says 'down' if it fails or is slower than `timeoutMs`. */
export async function probe(check: () => Promise<unknown>, timeoutMs = 1_000): Promise<DependencyState> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}
