import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSignedInUserId } from '../useSignedInUserId';
import { fetchHideSeen, saveHideSeen } from './hideSeenApi';
import { hideSeenKeys } from './hideSeenKeys';

/** Whether the user's discovery pages hide what they have seen. */
export function hideSeenQuery(userId: string) {
  return queryOptions({
    queryKey: hideSeenKeys.setting(userId),
    queryFn: ({ signal }) => fetchHideSeen(userId, signal),
  });
}

/** Hiding what you have seen, as the signed-in user has set it (docs/product.md §2 Hide what you have seen). */
export interface HideSeen {
  /** Guests see every film and have no setting. */
  signedIn: boolean;
  hideSeen: boolean;
  /** The setting is known (a guest's always is): until then the lists wait rather than show hidden films. */
  settled: boolean;
  /** The user whose seen films the lists leave out, or undefined when nothing is hidden. */
  hidingFor: string | undefined;
  /** Saves the setting; it shows at once and goes back if the server refuses. */
  setHideSeen: (hideSeen: boolean) => void;
  /** Why the last change failed. */
  error: Error | null;
}

export function useHideSeen(): HideSeen {
  const userId = useSignedInUserId();
  const queryClient = useQueryClient();
  const setting = useQuery({ ...hideSeenQuery(userId ?? ''), enabled: userId !== undefined });
  const save = useMutation({
    mutationFn: (hideSeen: boolean) => saveHideSeen(userId ?? '', hideSeen),
    onMutate: (hideSeen) => {
      const key = hideSeenKeys.setting(userId ?? '');
      const before = queryClient.getQueryData<boolean>(key);
      queryClient.setQueryData(key, hideSeen);
      return { before };
    },
    onError: (_error, _hideSeen, context) => {
      queryClient.setQueryData(hideSeenKeys.setting(userId ?? ''), context?.before ?? false);
    },
    onSuccess: (hideSeen) => queryClient.setQueryData(hideSeenKeys.setting(userId ?? ''), hideSeen),
  });
  const hideSeen = userId !== undefined && setting.data === true;
  return {
    signedIn: userId !== undefined,
    hideSeen,
    // A setting that failed to load hides nothing rather than keep the lists waiting.
    settled: userId === undefined || !setting.isPending,
    hidingFor: hideSeen ? userId : undefined,
    setHideSeen: (on) => userId !== undefined && save.mutate(on),
    error: save.error,
  };
}
