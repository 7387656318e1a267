import { isAuthenticatedAtom, useAiSearch } from '@marquee/client';
import { Alert, Button, Heading, Spinner, theme } from '@marquee/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import styled from 'styled-components';
import { EXAMPLE_SEARCH_QUERIES } from '../../components/aiConstants';
import { QueryForm } from '../../components/QueryForm';
import { SignInPrompt } from '../../components/SignInPrompt';
import { aiOutcome } from '../../components/aiOutcome';
import { SearchResults } from './SearchResults';
import { Lead, TabSection } from '../../components/TabSection';
import { useAiMessages } from '../../messages';

const Examples = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
`;

// Matches the API's AiSearchBody limit.
const QUERY_MAX = 300;

/** Natural-language search: describe a film in words, see how it was understood and what matches. */
export function SearchTab() {
  const { t } = useAiMessages();
  const signedIn = useAtomValue(isAuthenticatedAtom);
  const [query, setQuery] = useState('');
  const searching = useAiSearch();
  const state = aiOutcome(
    { data: searching.data, error: searching.error, loading: searching.isPending },
    { failed: t('search.failed'), unreachable: t('search.unreachable') },
  );

  const search = (trimmed: string) => searching.mutate(trimmed);

  return (
    <TabSection aria-labelledby="ai-search-heading">
      <Heading level={2} size="xl" id="ai-search-heading">
        {t('search.heading')}
      </Heading>
      <Lead>{t('search.lead')}</Lead>
      {signedIn ? (
        <>
          <QueryForm
            label={t('search.label')}
            placeholder={t('search.placeholder')}
            value={query}
            maxLength={QUERY_MAX}
            onChange={setQuery}
            onSubmit={search}
            submitLabel={t('search.submit')}
            busy={state.status === 'loading'}
          />
          <Examples role="group" aria-label={t('search.examples')}>
            {EXAMPLE_SEARCH_QUERIES.map((key) => {
              const example = t(key);
              return (
                <Button
                  key={key}
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
              );
            })}
          </Examples>
        </>
      ) : (
        <SignInPrompt message={t('search.signIn')} />
      )}
      {state.status === 'loading' && <Spinner label={t('search.loading')} />}
      {state.status === 'error' && <Alert tone="error">{state.message}</Alert>}
      {state.status === 'ready' && <SearchResults result={state.data} />}
    </TabSection>
  );
}
