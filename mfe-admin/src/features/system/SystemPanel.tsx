import {
  jobQueuesQuery,
  movieCacheStatsQuery,
  useFlushMovieCache,
  useRetryFailedJobs,
} from '@marquee/client';
import type { MovieCacheStats } from '@marquee/contracts';
import { Button, formatNumber, Heading, Panel, theme } from '@marquee/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { ActionOutcome } from '../../components/ActionOutcome';
import { PanelState } from '../../components/PanelState';
import { Muted, Table, TableScroller } from '../../components/Table';
import { useAdminAction } from '../../components/useAdminAction';
import { useAdminMessages } from '../../messages';

const Counters = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${theme.space.sm};
  div {
    display: flex;
    flex-direction: column-reverse;
  }
  dt {
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  }
  dd {
    font-weight: ${theme.fontWeights.bold};
    font-variant-numeric: tabular-nums;
  }
`;

const CACHE_COUNTERS = [
  'hits',
  'misses',
  'stale',
  'upstreamCalls',
  'upstreamErrors',
] as const satisfies readonly Exclude<keyof MovieCacheStats, 'provider'>[];

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
  const { t } = useAdminMessages();

  const flush = () =>
    run(flushing, undefined, t('system.flushFailed'), ({ flushed }) =>
      setDone(t('system.flushed', { count: flushed })),
    );

  const retry = (queue: string) =>
    run(retrying, queue, t('system.retryFailed'), ({ retried }) =>
      setDone(t('system.retried', { count: retried, queue })),
    );

  return (
    <>
      <ActionOutcome failure={failure} done={done} />
      <Panel aria-labelledby="movie-cache">
        <Heading level={2} size="lg" id="movie-cache">
          {t('system.cacheTitle')}
        </Heading>
        <PanelState query={cache} />
        {cache.data && (
          <>
            <Muted>{cache.data.provider === 'tmdb' ? t('system.fromTmdb') : t('system.fromCatalog')}</Muted>
            <Counters>
              {CACHE_COUNTERS.map((key) => (
                <div key={key}>
                  <dt>{t(`system.${key}`)}</dt>
                  <dd>{formatNumber(cache.data[key])}</dd>
                </div>
              ))}
            </Counters>
            <div>
              <Button $variant="secondary" $size="sm" disabled={busy} onClick={flush}>
                {t('system.emptyCache')}
              </Button>
            </div>
          </>
        )}
      </Panel>
      <Panel aria-labelledby="job-queues">
        <Heading level={2} size="lg" id="job-queues">
          {t('system.queuesTitle')}
        </Heading>
        <PanelState query={jobs} />
        {jobs.data && (
          <>
            <Muted>{jobs.data.mode === 'bullmq-worker' ? t('system.inWorker') : t('system.inApi')}</Muted>
            <TableScroller>
              <Table aria-label={t('system.queuesTitle')} $actions>
                <thead>
                  <tr>
                    <th scope="col">{t('system.colQueue')}</th>
                    {QUEUE_STATES.map((state) => (
                      <th scope="col" key={state}>
                        {t(`system.state.${state}`)}
                      </th>
                    ))}
                    <th scope="col">{t('system.colActions')}</th>
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
                          aria-label={t('system.retryLabel', { queue: queue.name })}
                          onClick={() => retry(queue.name)}
                        >
                          {t('system.retry')}
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
