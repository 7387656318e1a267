import type { ListVisibility } from '@marquee/contracts';
import { LIST_LIMITS } from '@marquee/contracts/listLimits';
import type { CommunityTranslate } from '../../messages/community';

/** What the list form holds before it is sent. */
export interface ListDraft {
  name: string;
  description: string;
  visibility: ListVisibility;
  ranked: boolean;
}

/** What is wrong with a draft, as the form says it (the server checks the same), or null. */
export function listDraftProblem(t: CommunityTranslate, draft: ListDraft): string | null {
  const name = draft.name.trim();
  if (name.length === 0) return t('listRules.nameMissing');
  if ([...name].length > LIST_LIMITS.nameMax)
    return t('listRules.nameTooLong', { count: LIST_LIMITS.nameMax });
  if (draft.description.length > LIST_LIMITS.descriptionMax)
    return t('listRules.descriptionTooLong', { count: LIST_LIMITS.descriptionMax });
  return null;
}
