import type { MessageResponse, UpdateUserBody, UserProfile } from '@marquee/contracts';
import { apiClient } from '../apiClient';
import { logoutAtom } from '../session';
import { marqueeStore } from '../store';
import { clientText } from '../messages';

/** A user's account with its statistics (docs/product.md §7). */
export function getUser(id: string, signal?: AbortSignal): Promise<UserProfile> {
  return apiClient.get<UserProfile>(`/users/${encodeURIComponent(id)}`, { signal });
}

export function updateUser(id: string, changes: UpdateUserBody): Promise<UserProfile> {
  return apiClient.patch<UserProfile>(`/users/${encodeURIComponent(id)}`, changes, {
    fallbackMessage: clientText('account.updateFailed'),
  });
}

/** Deletes the account and ends the session. */
export async function deleteUser(id: string): Promise<MessageResponse> {
  const answer = await apiClient.delete<MessageResponse>(`/users/${encodeURIComponent(id)}`, {
    fallbackMessage: clientText('account.deleteFailed'),
  });
  marqueeStore.set(logoutAtom);
  return answer;
}
