import { useCallback, useEffect, useRef, useState } from 'react';

export type AiRequestState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; data: T };

/** docs/product.md §8 gives every AI feature two texts: one for an answer saying it failed, one for no answer. */
export interface AiFailureTexts {
  /** The answer came back with success false. */
  failed: string;
  /** The call itself failed (network, server error). */
  unreachable: string;
}

/**
 * One AI call at a time for a feature: a new run cancels the one in flight (its late answer must not
 * overwrite the new one), and leaving the screen cancels it too.
 */
export function useAiRequest<T extends { success: boolean }>(texts: AiFailureTexts) {
  const [state, setState] = useState<AiRequestState<T>>({ status: 'idle' });
  const inFlight = useRef<AbortController | null>(null);
  const { failed, unreachable } = texts;

  useEffect(() => () => inFlight.current?.abort(), []);

  const run = useCallback(
    async (call: (signal: AbortSignal) => Promise<T>) => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      setState({ status: 'loading' });
      try {
        const data = await call(controller.signal);
        if (controller.signal.aborted) return;
        setState(data.success ? { status: 'ready', data } : { status: 'error', message: failed });
      } catch {
        if (!controller.signal.aborted) setState({ status: 'error', message: unreachable });
      }
    },
    [failed, unreachable],
  );

  return { state, run };
}
