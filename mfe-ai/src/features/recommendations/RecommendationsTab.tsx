import { isAuthenticatedAtom, useAiRecommendations } from '@marquee/client';
import type { AiMood } from '@marquee/contracts';
import { Alert, Heading, Spinner } from '@marquee/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { HUB_RECOMMENDATION_COUNT } from '../../components/aiConstants';
import { EngineNote } from '../../components/EngineNote';
import { SignInPrompt } from '../../components/SignInPrompt';
import { aiOutcome } from '../../components/aiOutcome';
import { MoodPicker } from './MoodPicker';
import { RecommendationCard } from './RecommendationCard';
import { Callout, Lead, ResultList, TabSection } from '../../components/TabSection';
import { useAiMessages } from '../../messages';

/** Mood-based (or personalised) recommendations: pick a mood, get a themed collection of films. */
export function RecommendationsTab() {
  const { t } = useAiMessages();
  const signedIn = useAtomValue(isAuthenticatedAtom);
  const [mood, setMood] = useState<AiMood | null>(null);
  const recommendations = useAiRecommendations();
  const state = aiOutcome(
    { data: recommendations.data, error: recommendations.error, loading: recommendations.isPending },
    { failed: t('recommendations.failed'), unreachable: t('recommendations.unreachable') },
  );

  const pick = (theme: AiMood) => {
    setMood(theme);
    recommendations.mutate({ theme, count: HUB_RECOMMENDATION_COUNT });
  };

  return (
    <TabSection aria-labelledby="ai-recommendations-heading">
      <Heading level={2} size="xl" id="ai-recommendations-heading">
        {t('recommendations.heading')}
      </Heading>
      <Lead>{t('recommendations.lead')}</Lead>
      {signedIn ? (
        <MoodPicker selected={mood} busy={state.status === 'loading'} onPick={pick} />
      ) : (
        <SignInPrompt message={t('recommendations.signIn')} />
      )}
      {state.status === 'loading' && <Spinner label={t('recommendations.loading')} />}
      {state.status === 'error' && <Alert tone="error">{state.message}</Alert>}
      {state.status === 'ready' && (
        <>
          <Callout>
            <Heading level={3} size="lg">
              {state.data.themed_collection.title}
            </Heading>
            <p>{state.data.themed_collection.description}</p>
            {state.data.analysis && <Lead>{state.data.analysis}</Lead>}
            <EngineNote engine={state.data.engine} />
          </Callout>
          <ResultList aria-label={t('recommendations.list')}>
            {state.data.recommendations.map((recommendation) => (
              <RecommendationCard
                key={`${recommendation.title}-${recommendation.year}`}
                recommendation={recommendation}
              />
            ))}
          </ResultList>
        </>
      )}
    </TabSection>
  );
}
