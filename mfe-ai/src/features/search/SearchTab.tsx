import { isAuthenticatedAtom, useAiSearch } from '@marquee/client';
import { Alert, Button, Heading, Spinner } from '@marquee/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import styled from 'styled-components';
import { EXAMPLE_SEARCH_QUERIES } from '../../components/aiConstants';
import { QueryForm } from '../../components/QueryForm';
import { SignInPrompt } from '../../components/SignInPrompt';
import { aiOutcome } from '../../components/aiOutcome';
import { SearchResults } from './SearchResults';
import { Lead, TabSection } from '../../components/TabSection';

const Examples = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

// Matches the API's AiSearchBody limit.
const QUERY_MAX = 300;

const failureTexts = {
  failed: 'Failed to analyze search query',
  unreachable: 'Unable to process search with AI. Please try again.',
};

/** Natural-language search: describe a film in words, see how it was understood and what matches. */
export function SearchTab() {
  const signedIn = useAtomValue(isAuthenticatedAtom);
  const [query, setQuery] = useState('');
  const searching = useAiSearch();
  const state = aiOutcome(
    { data: searching.data, error: searching.error, loading: searching.isPending },
    failureTexts,
  );

  const search = (trimmed: string) => searching.mutate(trimmed);

  return (
    <TabSection aria-labelledby="ai-search-heading">
      <Heading level={2} size="xl" id="ai-search-heading">
        Search in your own words
      </Heading>
      <Lead>Describe the film you want to watch; the assistant works out what you mean.</Lead>
      {signedIn ? (
        <>
          <QueryForm
            label="Describe the movie you want"
            placeholder="e.g. a heist movie with a clever twist"
            value={query}
            maxLength={QUERY_MAX}
            onChange={setQuery}
            onSubmit={search}
            submitLabel="Search"
            busy={state.status === 'loading'}
          />
          <Examples role="group" aria-label="Example searches">
            {EXAMPLE_SEARCH_QUERIES.map((example) => (
              <Button
                key={example}
                $variant="secondary"
                $size="sm"
                disabled={state.status === 'loading'}
                onClick={() => {
                  setQuery(example);
                  search(example);
                }}
              >
                {example}
              </Button>
            ))}
          </Examples>
        </>
      ) : (
        <SignInPrompt message="Please sign in to use AI-powered search" />
      )}
      {state.status === 'loading' && <Spinner label="Understanding your search…" />}
      {state.status === 'error' && <Alert tone="error">{state.message}</Alert>}
      {state.status === 'ready' && <SearchResults result={state.data} />}
    </TabSection>
  );
}
