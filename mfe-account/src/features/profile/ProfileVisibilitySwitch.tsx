import { useUpdateProfileSettings } from '@marquee/client';
import { type ProfileSettings } from '@marquee/contracts';
import { VisibilitySwitch } from '../../components/VisibilitySwitch';

/** Who may see the profile: anyone (public, the default) or its owner only; switched at once. */
export function ProfileVisibilitySwitch({ settings }: { settings: ProfileSettings }) {
  const update = useUpdateProfileSettings();
  return (
    <VisibilitySwitch
      label="Public profile"
      isPublic={settings.profileVisibility === 'public'}
      notes={{
        public: 'Anyone can see your profile, your public lists and your reviews.',
        private: 'Only you can see your profile page.',
      }}
      onChange={(isPublic) => update.mutate({ profileVisibility: isPublic ? 'public' : 'private' })}
      error={update.error?.message}
    />
  );
}
