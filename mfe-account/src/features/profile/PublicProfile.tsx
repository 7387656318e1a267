import { useProfileSettings } from '@marquee/client';
import { type ProfileSettings } from '@marquee/contracts';
import { pageHref } from '@marquee/contracts/pages';
import { Link } from '@marquee/router';
import { Alert, Button, CopyLinkButton, Heading, Panel, Spinner, Stack, theme } from '@marquee/ui';
import styled from 'styled-components';
import { DiaryVisibilitySwitch } from '../diary/DiaryVisibilitySwitch';
import { FavouriteFilmsPicker } from './FavouriteFilmsPicker';
import { HandleForm } from './HandleForm';
import { ProfileVisibilitySwitch } from './ProfileVisibilitySwitch';
import { useAccountMessages } from '../../messages/account';

const Muted = styled.p`
  color: ${theme.colors.textMuted};
`;

const Visibility = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
`;

/**
 * The user's public profile (/u/:handle, issue 22) as they set it up: the handle that names it, links to
 * see and share it, who sees the profile and the diary, and the four favourite films it shows.
 */
export function PublicProfile({ userId }: { userId: string }) {
  const { t } = useAccountMessages();
  const settings = useProfileSettings();
  return (
    <Panel aria-labelledby="public-profile">
      <Heading level={2} size="lg" id="public-profile">
        {t('publicProfile.heading')}
      </Heading>
      {settings.error && <Alert tone="error">{settings.error.message}</Alert>}
      {settings.isPending && <Spinner label={t('publicProfile.loading')} />}
      {settings.data && <Settings settings={settings.data} userId={userId} />}
    </Panel>
  );
}

function Settings({ settings, userId }: { settings: ProfileSettings; userId: string }) {
  const { t } = useAccountMessages();
  const { handle } = settings;
  return (
    <>
      {settings.hiddenAt && <Alert tone="info">{t('publicProfile.hidden')}</Alert>}
      {handle === null && <Muted>{t('publicProfile.noHandle')}</Muted>}
      <HandleForm handle={handle} />
      {handle !== null && (
        <Stack direction="row" gap="sm" align="center" wrap>
          <Button as={Link} to={pageHref('member', { handle })} $variant="secondary" $size="sm">
            {t('publicProfile.view')}
          </Button>
          <CopyLinkButton path={pageHref('member', { handle })} />
        </Stack>
      )}
      <Visibility>
        <ProfileVisibilitySwitch settings={settings} />
        <DiaryVisibilitySwitch userId={userId} />
      </Visibility>
      <FavouriteFilmsPicker settings={settings} />
    </>
  );
}
