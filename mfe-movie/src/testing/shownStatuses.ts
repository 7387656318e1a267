/** Observers of the current test, let go after it. */
const observers: MutationObserver[] = [];
afterEach(() => observers.splice(0).forEach((observer) => observer.disconnect()));

/**
 * Every text the page's status lines show from now on, kept after they go away on their own (the reviews'
 * messages last 3 s): on a busy machine a role query can take longer than that, and a message already gone
 * is still one that was shown.
 */
export function shownStatuses(): string[] {
  const shown: string[] = [];
  const observer = new MutationObserver(() => {
    for (const status of document.querySelectorAll('[role="status"]')) {
      const text = status.textContent ?? '';
      if (text && !shown.includes(text)) shown.push(text);
    }
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  observers.push(observer);
  return shown;
}
