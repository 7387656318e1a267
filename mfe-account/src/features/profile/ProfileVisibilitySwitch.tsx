import { useUpdateProfileSettings } from '@marquee/client';
import { type ProfileSettings } from '@marquee/contracts';
import { VisibilitySwitch } from '../../components/VisibilitySwitch';
import { useAccountMessages } from '../../messages/account';

/** Who may see the profile: anyone (public, the default) or its owner only; switched at once. */
export function ProfileVisibilitySwitch({ settings }: { settings: ProfileSettings }) {
  const { t } = useAccountMessages();
  const update = useUpdateProfileSettings();
  return (
    <VisibilitySwitch
      label={t('publicProfile.switch')}
      isPublic={settings.profileVisibility === 'public'}
      notes={{ public: t('publicProfile.public'), private: t('publicProfile.private') }}
      onChange={(isPublic) => update.mutate({ profileVisibility: isPublic ? 'public' : 'private' })}
      error={update.error?.message}
    />
  );
}
