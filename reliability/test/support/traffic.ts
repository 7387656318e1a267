/** What one request got: its status (0 when no HTTP answer came) and when it started and ended. */
export interface Outcome {
  label: string;
  status: number;
  startedAt: number;
  endedAt: number;
}

export interface TrafficRequest {
  /** Groups outcomes (a route, an action). */
  label: string;
  url: string;
  init?: RequestInit;
}

export interface Traffic {
  outcomes: Outcome[];
  /** Lets every client finish its request in flight, then resolves with every outcome. */
  stop(): Promise<Outcome[]>;
}

/**
 * `clients` loops, each sending the request `next` makes and then the following one, until `stop`.
 * `onAnswer` reads each answer (by default its body is read and dropped).
 */
export function startTraffic(
  clients: number,
  next: (client: number) => TrafficRequest,
  onAnswer?: (client: number, request: TrafficRequest, response: Response) => Promise<void>,
): Traffic {
  const outcomes: Outcome[] = [];
  let running = true;
  const loop = async (client: number) => {
    while (running) {
      const request = next(client);
      const startedAt = Date.now();
      let status = 0;
      try {
        const response = await fetch(request.url, request.init);
        status = response.status;
        if (onAnswer) await onAnswer(client, request, response);
        else await response.arrayBuffer();
      } catch {
        // No answer (refused, reset): status 0.
      }
      outcomes.push({ label: request.label, status, startedAt, endedAt: Date.now() });
    }
  };
  const loops = Array.from({ length: clients }, (_unused, client) => loop(client));
  return {
    outcomes,
    async stop() {
      running = false;
      await Promise.all(loops);
      return outcomes;
    },
  };
}

export const isSuccess = (status: number) => status >= 200 && status < 300;

/** How many outcomes had each status. */
export function countByStatus(outcomes: Outcome[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of outcomes) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/** The `p`th percentile (0..100) of the outcomes' durations, in ms (nearest rank). */
export function percentileMs(outcomes: Outcome[], p: number): number {
  const durations = outcomes.map((outcome) => outcome.endedAt - outcome.startedAt).sort((a, b) => a - b);
  return durations[Math.max(0, Math.ceil((p / 100) * durations.length) - 1)] ?? 0;
}
