import { useUpdateProfile, useUserProfile } from '@marquee/client';
import { VisibilitySwitch } from '../../components/VisibilitySwitch';
import { useDiaryMessages } from '../../messages/diary';

/** Who may read the diary: the owner only (private, the default) or anyone (public). */
export function DiaryVisibilitySwitch({ userId }: { userId: string }) {
  const { t } = useDiaryMessages();
  const profile = useUserProfile(userId);
  const update = useUpdateProfile(userId);
  const visibility = update.isPending
    ? update.variables.diaryVisibility
    : (profile.data?.diaryVisibility ?? 'private');
  return (
    <VisibilitySwitch
      label={t('visibility.label')}
      isPublic={visibility === 'public'}
      disabled={!profile.data}
      notes={{ public: t('visibility.public'), private: t('visibility.private') }}
      onChange={(isPublic) => update.mutate({ diaryVisibility: isPublic ? 'public' : 'private' })}
      error={update.error?.message}
    />
  );
}
