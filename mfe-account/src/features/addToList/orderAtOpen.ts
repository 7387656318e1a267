import type { List } from '@marquee/contracts';

/**
 * The lists in the order they were first shown (`shown`, by id), lists new since then first. The server
 * answers the most recently changed first, so without this a ticked list would jump to the top under the
 * reader's pointer or focus.
 */
export function inShownOrder(lists: List[], shown: string[]): List[] {
  const place = new Map(shown.map((id, index) => [id, index]));
  const rank = (list: List) => place.get(list.id) ?? -1;
  return lists.toSorted((a, b) => rank(a) - rank(b));
}
