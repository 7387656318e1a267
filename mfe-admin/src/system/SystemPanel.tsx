import { fetchJobQueues, fetchMovieCacheStats, flushMovieCache, retryFailedJobs } from '@marquee/client';
import type { MovieCacheStats } from '@marquee/contracts';
import { Alert, Button, Heading } from '@marquee/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { ActionError } from '../common/ActionError';
import { countOf } from '../common/countOf';
import { PanelState } from '../common/PanelState';
import { Muted, Table, TableScroller } from '../common/Table';
import { useAdminAction } from '../common/useAdminAction';
import { useAdminResource } from '../common/useAdminResource';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

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
  const cache = useAdminResource((signal) => fetchMovieCacheStats(signal));
  const jobs = useAdminResource((signal) => fetchJobQueues(signal));
  const [done, setDone] = useState<string>();
  const { busy, failure, run } = useAdminAction(() => {
    cache.reload();
    jobs.reload();
  });

  const flush = () =>
    run(async () => {
      const { flushed } = await flushMovieCache();
      setDone(`Cache emptied: ${countOf(flushed, 'entry', 'entries')} removed.`);
    }, 'Error emptying the cache. Please try again.');

  const retry = (queue: string) =>
    run(async () => {
      const { retried } = await retryFailedJobs(queue);
      setDone(`${countOf(retried, 'failed job')} of the ${queue} queue sent back to run.`);
    }, 'Error retrying the failed jobs. Please try again.');

  return (
    <>
      {failure && <ActionError {...failure} />}
      {done && !failure && <Alert tone="success">{done}</Alert>}
      <Section aria-labelledby="movie-cache">
        <Heading level={2} size="lg" id="movie-cache">
          Movie data cache
        </Heading>
        <PanelState loading={cache.loading} error={cache.error} hasData={cache.data !== undefined} />
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
                  <dd>{cache.data?.[key]}</dd>
                </div>
              ))}
            </Counters>
            <div>
              <Button $variant="secondary" $size="sm" disabled={busy} onClick={() => void flush()}>
                Empty cache
              </Button>
            </div>
          </>
        )}
      </Section>
      <Section aria-labelledby="job-queues">
        <Heading level={2} size="lg" id="job-queues">
          Job queues
        </Heading>
        <PanelState loading={jobs.loading} error={jobs.error} hasData={jobs.data !== undefined} />
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
                        <td key={state}>{queue[state]}</td>
                      ))}
                      <td>
                        <Button
                          $variant="secondary"
                          $size="sm"
                          disabled={busy || queue.failed === 0}
                          aria-label={`Retry the failed jobs of the ${queue.name} queue`}
                          onClick={() => void retry(queue.name)}
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
      </Section>
    </>
  );
}
