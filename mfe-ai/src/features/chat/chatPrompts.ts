/** docs/product.md §9: the assistant offers this many suggested prompts. */
export const SUGGESTED_PROMPTS_SHOWN = 3;

/** docs/product.md §9: the conversation sent along with a message is its last 10 messages. */
export const CHAT_HISTORY_SENT = 10;

export const CHAT_MESSAGE_MAX = 1000;

export const CHAT_ERROR_MESSAGE =
  "I'm sorry, I'm having trouble connecting right now. Please try again in a moment.";

export function chatGreeting(movieTitle?: string): string {
  return movieTitle
    ? `Hi! I'm your AI Movie Assistant. Ask me anything about ${movieTitle}: its story, themes, cast or films like it.`
    : "Hi! I'm your AI Movie Assistant. Ask me for recommendations, trivia, or help choosing tonight's movie.";
}

/** Five prompts for the film or for movies in general; the first SUGGESTED_PROMPTS_SHOWN are offered. */
export function suggestedPrompts(movieTitle?: string): string[] {
  const prompts = movieTitle
    ? [
        `What is ${movieTitle} about?`,
        `What are the main themes of ${movieTitle}?`,
        `What movies are similar to ${movieTitle}?`,
        `Who would enjoy ${movieTitle}?`,
        `Is ${movieTitle} worth watching?`,
      ]
    : [
        'Recommend a movie for tonight',
        'What are some underrated classics?',
        'Suggest a good movie for a date night',
        'What are the best sci-fi movies of all time?',
        'Which recent movies are worth watching?',
      ];
  return prompts.slice(0, SUGGESTED_PROMPTS_SHOWN);
}
