import type { LIST_LIMITS, ListVisibility } from '@marquee/contracts';

/**
 * The limits of lists (issue 22). Front ends import only types from the contracts, so the values are
 * repeated here, typed as the contract's literals so the compiler catches any drift.
 */
export const LIST_RULES: typeof LIST_LIMITS = {
  nameMax: 100,
  descriptionMax: 1000,
  noteMax: 1000,
  listsPerUser: 1000,
  entriesPerList: 5000,
  pageDefault: 50,
  pageMax: 200,
  coverPosters: 4,
};

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
  if ([...name].length > LIST_RULES.nameMax)
    return `A list's name is at most ${LIST_RULES.nameMax} characters`;
  if (draft.description.length > LIST_RULES.descriptionMax)
    return `A description is at most ${LIST_RULES.descriptionMax} characters`;
  return null;
}
