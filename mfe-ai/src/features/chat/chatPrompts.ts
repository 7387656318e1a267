import { type AiTranslate } from '../../messages';

/** docs/product.md §9: the assistant offers this many suggested prompts. */
export const SUGGESTED_PROMPTS_SHOWN = 3;

/** docs/product.md §9: the conversation sent along with a message is its last 10 messages. */
export const CHAT_HISTORY_SENT = 10;

export const CHAT_MESSAGE_MAX = 1000;

/** What the thread says when an answer could not be had. */
export const CHAT_ERROR_MESSAGE = 'chat.error';

export function chatGreeting(t: AiTranslate, movieTitle?: string): string {
  return movieTitle ? t('chat.greetingAbout', { title: movieTitle }) : t('chat.greeting');
}

const FILM_PROMPTS = [
  'chat.promptAbout1',
  'chat.promptAbout2',
  'chat.promptAbout3',
  'chat.promptAbout4',
  'chat.promptAbout5',
] as const;
const GENERAL_PROMPTS = [
  'chat.prompt1',
  'chat.prompt2',
  'chat.prompt3',
  'chat.prompt4',
  'chat.prompt5',
] as const;

/** Five prompts for the film or for movies in general; the first SUGGESTED_PROMPTS_SHOWN are offered. */
export function suggestedPrompts(t: AiTranslate, movieTitle?: string): string[] {
  const prompts = movieTitle
    ? FILM_PROMPTS.map((key) => t(key, { title: movieTitle }))
    : GENERAL_PROMPTS.map((key) => t(key));
  return prompts.slice(0, SUGGESTED_PROMPTS_SHOWN);
}
