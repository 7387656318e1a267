import type { ListVisibility } from '@marquee/contracts';
import { LIST_LIMITS } from '@marquee/contracts/listLimits';

/** What the list form holds before it is sent. */
export interface ListDraft {
  name: string;
  description: string;
  visibility: ListVisibility;
  ranked: boolean;
}

/** What is wrong with a draft, as the form says it (the server checks the same), or null. */
export function listDraftProblem(draft: ListDraft): string | null {
  const name = draft.name.trim();
  if (name.length === 0) return 'Give the list a name';
  if ([...name].length > LIST_LIMITS.nameMax)
    return `A list's name is at most ${LIST_LIMITS.nameMax} characters`;
  if (draft.description.length > LIST_LIMITS.descriptionMax)
    return `A description is at most ${LIST_LIMITS.descriptionMax} characters`;
  return null;
}
