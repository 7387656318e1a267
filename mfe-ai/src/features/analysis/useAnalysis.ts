import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { type AiFailureTexts, aiOutcome } from '../../components/aiOutcome';

/**
 * An analysis panel's query: its state as the panel shows it, and `run` to ask (again) on a click, which
 * works whether or not the query runs by itself (`enabled`).
 */
export function useAnalysis<T extends { success: boolean }, Key extends QueryKey>(
  options: UseQueryOptions<T, Error, T, Key>,
  texts: AiFailureTexts,
) {
  const analysis = useQuery(options);
  const state = aiOutcome(
    { data: analysis.data, error: analysis.error, loading: analysis.isFetching },
    texts,
  );
  return { state, run: () => void analysis.refetch() };
}
