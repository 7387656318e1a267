import {
  jobQueuesQuery,
  movieCacheStatsQuery,
  useFlushMovieCache,
  useRetryFailedJobs,
} from '@marquee/client';
import type { MovieCacheStats } from '@marquee/contracts';
import { Button, countOf, formatNumber, Heading, Panel } from '@marquee/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { ActionOutcome } from '../../components/ActionOutcome';
import { PanelState } from '../../components/PanelState';
import { Muted, Table, TableScroller } from '../../components/Table';
import { useAdminAction } from '../../components/useAdminAction';

const Counters = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  div {
    display: flex;
    flex-direction: column-reverse;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-variant-numeric: tabular-nums;
  }
`;

const CACHE_COUNTERS: [label: string, key: Exclude<keyof MovieCacheStats, 'provider'>][] = [
  ['Hits', 'hits'],
  ['Misses', 'misses'],
  ['Stale answers', 'stale'],
  ['Calls to TMDB', 'upstreamCalls'],
  ['TMDB errors', 'upstreamErrors'],
];

const QUEUE_STATES = ['waiting', 'active', 'delayed', 'completed', 'failed'] as const;

/** The system tab: the movie-data cache (statistics, emptying it) and the background job queues. */
export function SystemPanel() {
  const cache = useQuery(movieCacheStatsQuery());
  const jobs = useQuery(jobQueuesQuery());
  const flushing = useFlushMovieCache();
  const retrying = useRetryFailedJobs();
  const busy = flushing.isPending || retrying.isPending;
  const [done, setDone] = useState<string>();
  const { failure, run } = useAdminAction();

  const flush = () =>
    run(flushing, undefined, 'Error emptying the cache. Please try again.', ({ flushed }) =>
      setDone(`Cache emptied: ${countOf(flushed, 'entry', 'entries')} removed.`),
    );

  const retry = (queue: string) =>
    run(retrying, queue, 'Error retrying the failed jobs. Please try again.', ({ retried }) =>
      setDone(`${countOf(retried, 'failed job')} of the ${queue} queue sent back to run.`),
    );

  return (
    <>
      <ActionOutcome failure={failure} done={done} />
      <Panel aria-labelledby="movie-cache">
        <Heading level={2} size="lg" id="movie-cache">
          Movie data cache
        </Heading>
        <PanelState query={cache} />
        {cache.data && (
          <>
            <Muted>
              {cache.data.provider === 'tmdb'
                ? 'Movie data comes from TMDB through the cache.'
                : 'Movie data comes from the local catalog, which needs no cache.'}
            </Muted>
            <Counters>
              {CACHE_COUNTERS.map(([label, key]) => (
                <div key={key}>
                  <dt>{label}</dt>
                  <dd>{formatNumber(cache.data[key])}</dd>
                </div>
              ))}
            </Counters>
            <div>
              <Button $variant="secondary" $size="sm" disabled={busy} onClick={flush}>
                Empty cache
              </Button>
            </div>
          </>
        )}
      </Panel>
      <Panel aria-labelledby="job-queues">
        <Heading level={2} size="lg" id="job-queues">
          Job queues
        </Heading>
        <PanelState query={jobs} />
        {jobs.data && (
          <>
            <Muted>
              {jobs.data.mode === 'bullmq-worker'
                ? 'Jobs run in the worker process, through Redis.'
                : 'Jobs run inside the API process (no Redis configured).'}
            </Muted>
            <TableScroller>
              <Table aria-label="Job queues" $actions>
                <thead>
                  <tr>
                    <th scope="col">Queue</th>
                    {QUEUE_STATES.map((state) => (
                      <th scope="col" key={state}>
                        {state[0]?.toUpperCase() + state.slice(1)}
                      </th>
                    ))}
                    <th scope="col">Actions</th>
                  </tr>
                </thead>
                <tbody>
                  {jobs.data.queues.map((queue) => (
                    <tr key={queue.name}>
                      <td>{queue.name}</td>
                      {QUEUE_STATES.map((state) => (
                        <td key={state}>{formatNumber(queue[state])}</td>
                      ))}
                      <td>
                        <Button
                          $variant="secondary"
                          $size="sm"
                          disabled={busy || queue.failed === 0}
                          aria-label={`Retry the failed jobs of the ${queue.name} queue`}
                          onClick={() => retry(queue.name)}
                        >
                          Retry failed
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </TableScroller>
          </>
        )}
      </Panel>
    </>
  );
}
