import type { ChatTurn } from '@marquee/contracts';
import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { AiEngineApi, AiLogger, FilmCatalog } from '../types';
import {
  MovieAnalysisAnswer,
  RecommendationsAnswer,
  ReviewAnalysisAnswer,
  SearchAnswer,
} from './answerSchemas';
import { providerError } from './errors';
import { INSTRUCTIONS } from './instructions';
import { matchToCatalog } from './matchCatalog';
import { filmsNamedIn } from './namedFilms';
import { structuredAnswer } from './structuredAnswer';

export interface OpenAiEngineOptions {
  apiKey: string;
  baseURL?: string;
  model: string;
  timeoutMs?: number;
  logger?: AiLogger;
}

const DEFAULT_TIMEOUT_MS = 30_000;

/** The engine backed by any OpenAI-compatible chat-completions server. */
export function createOpenAiEngine(options: OpenAiEngineOptions): AiEngineApi {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    timeout: timeoutMs,
    maxRetries: 1,
  });
  const { model, logger } = options;

  /** Runs a provider call, turning SDK failures into our own errors (never the provider's text). */
  async function guarded<T>(feature: string, call: () => Promise<T>): Promise<T> {
    const started = Date.now();
    try {
      return await call();
    } catch (error) {
      const wrapped = providerError(error, timeoutMs, Date.now() - started);
      logger?.warn({ feature, error: wrapped.message }, 'AI provider call failed');
      throw wrapped;
    }
  }

  const ask = <S extends Parameters<typeof structuredAnswer>[0]['schema']>(
    name: string,
    schema: S,
    instructions: string,
    data: unknown,
  ) =>
    guarded(name, () =>
      structuredAnswer({
        client,
        model,
        name,
        schema,
        instructions,
        userContent: JSON.stringify(data),
        logger,
      }),
    );

  const link = <F extends { title: string; year: number | null }>(films: F[], catalog: FilmCatalog) =>
    Promise.all(films.map(async (film) => ({ ...film, ...(await matchToCatalog(film, catalog)) })));

  return {
    engine: 'openai',

    async test() {
      try {
        await guarded('test', () =>
          client.chat.completions.create({
            model,
            messages: [
              { role: 'system', content: INSTRUCTIONS.test },
              { role: 'user', content: 'Are you there?' },
            ],
            max_tokens: 5,
          }),
        );
        return { ok: true, message: 'AI provider answered', model };
      } catch (error) {
        return { ok: false, message: (error as Error).message, model };
      }
    },

    async recommend(input, catalog) {
      const answer = await ask('recommendations', RecommendationsAnswer, INSTRUCTIONS.recommend, {
        mood: input.mood || 'personalised from my taste',
        count: input.count,
        my_watchlist: input.taste.watchlist.map((film) => film.title),
        my_reviews: input.taste.reviews.map((review) => ({
          title: review.title,
          rating_out_of_5: review.rating,
        })),
      });
      const recommendations = await link(answer.recommendations.slice(0, input.count), catalog);
      return { ...answer, recommendations };
    },

    async search(query, catalog) {
      const answer = await ask('search', SearchAnswer, INSTRUCTIONS.search, { query });
      return { ...answer, movie_suggestions: await link(answer.movie_suggestions, catalog) };
    },

    analyzeReviews: (input) =>
      ask('review_analysis', ReviewAnalysisAnswer, INSTRUCTIONS.analyzeReviews, input),

    async analyzeMovie(movie) {
      const answer = await ask('movie_analysis', MovieAnalysisAnswer, INSTRUCTIONS.analyzeMovie, movie);
      const similar_films = answer.similar_films.map((film) => ({
        ...film,
        movieId: null,
        posterPath: null,
      }));
      return { ...answer, similar_films };
    },

    async *chat(input, catalog) {
      const stream = await guarded('chat', () =>
        client.chat.completions.create({ model, messages: chatMessages(input), stream: true }),
      );
      const started = Date.now();
      let text = '';
      try {
        for await (const chunk of stream) {
          const delta = chunk.choices[0]?.delta?.content;
          if (!delta) continue;
          text += delta;
          yield delta;
        }
      } catch (error) {
        const wrapped = providerError(error, timeoutMs, Date.now() - started);
        logger?.warn({ feature: 'chat', error: wrapped.message }, 'AI provider stream failed');
        throw wrapped;
      }
      // Then the catalog films the answer names, as the offline engine gives them, so the screens link
      // them. The answer stands without links if the catalog cannot be searched.
      try {
        yield* await filmsNamedIn(text, catalog, input.movieTitle);
      } catch (error) {
        logger?.warn({ feature: 'chat', error: (error as Error).message }, 'Linking the films named failed');
      }
    },
  };
}

function chatMessages(input: {
  message: string;
  movieTitle?: string;
  history: ChatTurn[];
}): ChatCompletionMessageParam[] {
  const history = input.history.map((turn): ChatCompletionMessageParam =>
    turn.type === 'user'
      ? { role: 'user', content: turn.message }
      : { role: 'assistant', content: turn.message },
  );
  return [
    { role: 'system', content: INSTRUCTIONS.chat },
    // The film being discussed is user-supplied text, so it travels as a user message too.
    ...(input.movieTitle
      ? [{ role: 'user' as const, content: `We are talking about the film: ${input.movieTitle}` }]
      : []),
    ...history,
    { role: 'user', content: input.message },
  ];
}
