export type RaceOutcome<T> = { timedOut: false; value: T } | { timedOut: true };

/** Waits for `promise` at most `ms`; the promise itself keeps running, only the wait is bounded. */
export async function raceTimeout<T>(promise: Promise<T>, ms: number): Promise<RaceOutcome<T>> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<RaceOutcome<T>>((resolve) => {
    timer = setTimeout(() => resolve({ timedOut: true }), ms);
  });
  try {
    return await Promise.race([promise.then((value) => ({ timedOut: false as const, value })), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
