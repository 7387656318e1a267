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

const failureTexts = {
  failed: 'Failed to get AI recommendations',
  unreachable: 'Unable to connect to AI service. Please try again.',
};

/** Mood-based (or personalised) recommendations: pick a mood, get a themed collection of films. */
export function RecommendationsTab() {
  const signedIn = useAtomValue(isAuthenticatedAtom);
  const [mood, setMood] = useState<AiMood | null>(null);
  const recommendations = useAiRecommendations();
  const state = aiOutcome(
    { data: recommendations.data, error: recommendations.error, loading: recommendations.isPending },
    failureTexts,
  );

  const pick = (theme: AiMood) => {
    setMood(theme);
    recommendations.mutate({ theme, count: HUB_RECOMMENDATION_COUNT });
  };

  return (
    <TabSection aria-labelledby="ai-recommendations-heading">
      <Heading level={2} size="xl" id="ai-recommendations-heading">
        What are you in the mood for?
      </Heading>
      <Lead>Pick a mood and the assistant puts together a collection for it.</Lead>
      {signedIn ? (
        <MoodPicker selected={mood} busy={state.status === 'loading'} onPick={pick} />
      ) : (
        <SignInPrompt message="Please sign in to get personalized AI recommendations" />
      )}
      {state.status === 'loading' && <Spinner label="Finding films for you…" />}
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
          <ResultList aria-label="Recommendations">
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
