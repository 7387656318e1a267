import { AiSearchParameters, MovieAnalysis, ReviewAnalysis } from '@marquee/contracts';
import { Type, type TSchema } from 'typebox';

/*
 * What the model must return, as strict JSON Schemas: every property required and no extra ones (the
 * provider's strict mode demands both). Films come back as title and year; matching them to the catalog
 * is our job, so movieId and posterPath are not asked for.
 */

/** The contract schema with `additionalProperties: false` on every object, as strict mode requires. */
function strict<T extends TSchema>(schema: T): T {
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (node === null || typeof node !== 'object') return node;
    const copy: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      // Strict mode rejects string formats; Value.Check still enforces them on the contract schemas.
      if (key !== 'format') copy[key] = visit(value);
    }
    if (copy.type === 'object') copy.additionalProperties = false;
    return copy;
  };
  return visit(schema) as T;
}

const Year = Type.Union([Type.Integer(), Type.Null()]);
const Percent = Type.Integer({ minimum: 0, maximum: 100 });

export const RecommendationsAnswer = strict(
  Type.Object({
    recommendations: Type.Array(
      Type.Object({
        title: Type.String(),
        year: Year,
        confidence: Percent,
        explanation: Type.String(),
        themes: Type.Array(Type.String()),
        mood: Type.String(),
      }),
    ),
    analysis: Type.String(),
    themed_collection: Type.Object({ title: Type.String(), description: Type.String() }),
  }),
);

export const SearchAnswer = strict(
  Type.Object({
    interpretation: Type.String(),
    search_parameters: AiSearchParameters,
    movie_suggestions: Type.Array(
      Type.Object({ title: Type.String(), year: Year, confidence: Percent, match_reason: Type.String() }),
    ),
    search_tips: Type.Array(Type.String()),
  }),
);

export const ReviewAnalysisAnswer = strict(ReviewAnalysis);

export const MovieAnalysisAnswer = strict(
  Type.Object({
    ...MovieAnalysis.properties,
    similar_films: Type.Array(Type.Object({ title: Type.String(), year: Year, reason: Type.String() })),
  }),
);
