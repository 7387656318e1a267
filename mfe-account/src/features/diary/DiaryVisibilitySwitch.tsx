import { useUpdateProfile, useUserProfile } from '@marquee/client';
import { VisibilitySwitch } from '../../components/VisibilitySwitch';

/** Who may read the diary: the owner only (private, the default) or anyone (public). */
export function DiaryVisibilitySwitch({ userId }: { userId: string }) {
  const profile = useUserProfile(userId);
  const update = useUpdateProfile(userId);
  const visibility = update.isPending
    ? update.variables.diaryVisibility
    : (profile.data?.diaryVisibility ?? 'private');
  return (
    <VisibilitySwitch
      label="Public diary"
      isPublic={visibility === 'public'}
      disabled={!profile.data}
      notes={{ public: 'Anyone can read your diary.', private: 'Only you can see your diary.' }}
      onChange={(isPublic) => update.mutate({ diaryVisibility: isPublic ? 'public' : 'private' })}
      error={update.error?.message}
    />
  );
}
