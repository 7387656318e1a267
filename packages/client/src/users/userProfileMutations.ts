import type { UpdateUserBody } from '@marquee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateSessionUser } from '../auth';
import { deleteUser, updateUser } from './usersApi';
import { userProfileKey } from './userKeys';

/** Saves a new name or email: the cached account and the session's user take the server's answer. */
export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateUserBody) => updateUser(userId, changes),
    onSuccess(updated) {
      queryClient.setQueryData(userProfileKey(userId), updated);
      const { pendingEmail: _pending, stats: _stats, ...sessionUser } = updated;
      updateSessionUser(sessionUser);
    },
  });
}

/** Deletes the account, which ends the session (the shell then forgets the user's data). */
export function useDeleteAccount(userId: string) {
  return useMutation({ mutationFn: () => deleteUser(userId) });
}
