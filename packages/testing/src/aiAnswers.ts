import {
  type AiSearchResponse,
  type MovieAnalysis,
  type RecommendationsResponse,
  type ReviewAnalysis,
} from '@marquee/contracts';

/** A film as a model names it: title and year; linking it to the catalog is the API's job. */
type Named<T> = Omit<T, 'movieId' | 'posterPath'>;
/** An API answer's content as a model gives it: no envelope, and its films (under `films`) only named. */
type ModelAnswer<T, Films extends keyof T> = Omit<T, 'success' | 'engine' | 'timestamp' | Films> & {
  [K in Films]: T[K] extends (infer Film)[] ? Named<Film>[] : never;
};

/**
 * What an AI model answers for each feature, keyed by the name of the JSON schema the engine asks for
 * (packages/ai/src/openai/answerSchemas.ts). The OpenAI-compatible peer answers with them, and component
 * tests' local API wraps them in the API's answers, so both speak the same fixed answers.
 */
export const aiAnswers = {
  recommendations: {
    analysis: 'Warm, funny films for a good mood.',
    themed_collection: { title: 'Sunny Side Up', description: 'Comedies that leave you smiling.' },
    recommendations: [
      {
        title: 'Paddington 2',
        year: 2017,
        confidence: 95,
        explanation: 'A kind bear and a heist.',
        themes: ['kindness', 'family', 'heist', 'prison'],
        mood: 'feel_good',
      },
      {
        title: 'Unmatched Film',
        year: null,
        confidence: 65,
        explanation: 'Not in the catalog.',
        themes: [],
        mood: 'feel_good',
      },
    ],
  } satisfies ModelAnswer<RecommendationsResponse, 'recommendations'>,
  search: {
    interpretation: 'Comedies from the 1990s with a light tone.',
    search_parameters: {
      genres: ['Comedy'],
      themes: [],
      mood: 'light',
      year_range: { min: 1990, max: 1999 },
      rating_range: { min: null },
      similar_to: null,
    },
    movie_suggestions: [
      { title: 'Groundhog Day', year: 1993, confidence: 88, match_reason: 'A 90s comedy.' },
    ],
    search_tips: ['Name a film you liked to find similar ones.'],
  } satisfies ModelAnswer<AiSearchResponse, 'movie_suggestions'>,
  review_analysis: {
    overall_sentiment: { score: 8.4, label: 'Very positive', explanation: 'Reviewers love the acting.' },
    summary: 'A moving and well acted film.',
    pros: ['Acting', 'Score'],
    cons: ['Pacing'],
    key_themes: ['friendship'],
    target_audience: { primary: 'Drama fans', secondary: 'Students', avoid_if: 'You want action' },
    critics_vs_audience: 'Both agree.',
    recommendation: 'Watch it.',
    confidence: 77,
  } satisfies ReviewAnalysis,
  movie_analysis: {
    themes: { primary: ['Identity'], secondary: ['Consumerism'], symbolism: ['Soap as rebirth'] },
    character_analysis: {
      protagonist_journey: 'From numb to awake.',
      relationships: 'A split self.',
      archetypes: ['Trickster'],
    },
    cinematography: { style: 'Grimy', mood: 'Tense', notable_elements: ['Subliminal frames'] },
    cultural_context: {
      historical_period: 'Late 1990s',
      social_commentary: 'Masculinity',
      cultural_impact: 'Cult classic',
    },
    discussion_questions: ['Who is Tyler?'],
    similar_films: [{ title: 'Memento', year: 2000, reason: 'An unreliable narrator.' }],
    educational_value: 'Film studies staple.',
    rewatch_value: 'High: the twist changes everything.',
  } satisfies ModelAnswer<MovieAnalysis, 'similar_films'>,
};

/** The chat's answer, as the pieces a model streams it in. */
export const chatReply = ['Try ', 'Paddington ', '2.'];
