import { type UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';

export interface FailedAction {
  text: string;
  detail?: string;
}

/**
 * What a panel says about its actions: the last one's failure (the spec's text and the server's reason),
 * cleared when the next one starts. The mutations themselves say whether one runs and refresh what they
 * changed.
 */
export function useAdminAction() {
  const [failure, setFailure] = useState<FailedAction>();

  function run<Variables, Answer>(
    mutation: UseMutationResult<Answer, Error, Variables>,
    variables: NoInfer<Variables>,
    failureText: string,
    onSuccess?: (answer: Answer) => void,
  ): void {
    setFailure(undefined);
    mutation.mutate(variables, {
      onSuccess,
      onError: (error) => setFailure({ text: failureText, detail: error.message }),
    });
  }

  return { failure, run };
}
