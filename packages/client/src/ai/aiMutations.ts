import type { AiEngine, AiFilmMatch, ChatBody, RecommendationsBody } from '@marquee/contracts';
import { useMutation } from '@tanstack/react-query';
import { aiSearch, fetchAiRecommendations, streamChat } from './aiApi';

/*
 * The hub's recommendations and searches are asked for by a click, personalised from the visitor's own
 * data, and asked again by the next click: actions, not cached reads. A newer request replaces the answer
 * of an older one still under way.
 */

export function useAiRecommendations() {
  return useMutation({ mutationFn: (body: RecommendationsBody) => fetchAiRecommendations(body) });
}

export function useAiSearch() {
  return useMutation({ mutationFn: (query: string) => aiSearch(query) });
}

export interface ChatRequest {
  body: ChatBody;
  /** Each piece of the answer as it is written. */
  onDelta: (text: string) => void;
  /** Stops reading the answer (the conversation was closed). */
  signal: AbortSignal;
}

/** One message to the AI Movie Assistant, its answer streamed (docs/product.md §3). */
export function useChatReply() {
  return useMutation<{ response: string; engine: AiEngine; films: AiFilmMatch[] }, Error, ChatRequest>({
    mutationFn: ({ body, onDelta, signal }) => streamChat(body, onDelta, signal),
  });
}
