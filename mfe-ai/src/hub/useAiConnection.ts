import { testAiConnection } from '@marquee/client';
import type { AiEngine } from '@marquee/contracts';
import { useCallback, useEffect, useState } from 'react';

/** docs/product.md §4: the AI connection is being tested, online, or offline. */
export type AiConnection =
  { status: 'testing' } | { status: 'online'; engine: AiEngine } | { status: 'offline' };

/** Tests the AI service when the hub opens and whenever `refresh` is called. */
export function useAiConnection() {
  const [connection, setConnection] = useState<AiConnection>({ status: 'testing' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setConnection({ status: 'testing' });
    testAiConnection(controller.signal).then(
      (answer) =>
        setConnection(answer.success ? { status: 'online', engine: answer.engine } : { status: 'offline' }),
      () => {
        if (!controller.signal.aborted) setConnection({ status: 'offline' });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const refresh = useCallback(() => setAttempt((count) => count + 1), []);
  return { connection, refresh };
}
