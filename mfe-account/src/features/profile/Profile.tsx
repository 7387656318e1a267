import { userAtom, useUserProfile, useUserReviews, useWatchlist } from '@marquee/client';
import { type SessionUser } from '@marquee/contracts';
import { pageHref } from '@marquee/contracts/pages';
import { Link } from '@marquee/router';
import { Alert, Button, Heading, Panel, Spinner, theme } from '@marquee/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import styled from 'styled-components';
import { PageColumn } from '../../components/PageColumn';
import { errorMessage } from '../../components/messages';
import { useAccountMessages } from '../../messages/account';
import { BlockedPeople } from './BlockedPeople';
import { DangerZone } from './DangerZone';
import { HideSeenSettings } from '../hideSeen/HideSeenSettings';
import { NotificationSettings } from '../notifications/NotificationSettings';
import { FilmData } from './FilmData';
import { LanguageAndTheme } from './LanguageAndTheme';
import { PersonalInformation } from './PersonalInformation';
import { ProfileHeader } from './ProfileHeader';
import { PublicProfile } from './PublicProfile';
import { Statistics } from './Statistics';
import { YourReviews } from './YourReviews';

const Columns = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  ${theme.media.desktop} {
    grid-template-columns: 2fr 1fr;
  }
`;

const TEST_ID = 'page-mfe_account-ProfilePage';

/** /profile (docs/product.md §2, Profile): the signed-in user's account; guests are asked to log in. */
export function Profile() {
  const { t } = useAccountMessages();
  const user = useAtomValue(userAtom);
  return (
    <PageColumn $narrow data-testid={TEST_ID}>
      {user ? (
        <AccountProfile user={user} />
      ) : (
        <Panel>
          <Heading level={1} size="xl">
            {t('profile.guest')}
          </Heading>
          <div>
            <Button as={Link} to={pageHref('login')}>
              {t('common.signIn')}
            </Button>
          </div>
        </Panel>
      )}
    </PageColumn>
  );
}

function AccountProfile({ user }: { user: SessionUser }) {
  const { t } = useAccountMessages();
  const profile = useUserProfile(user.id);
  const reviews = useUserReviews(user.id);
  // Once synced, the watchlist is the freshest count: it follows changes made in other tabs too.
  const watchlist = useWatchlist();
  const [editing, setEditing] = useState(false);
  const account = profile.data;
  // The list, once loaded, is the freshest count; until then the profile's statistics stand in.
  const reviewsWritten = reviews.data?.length ?? account?.stats.reviewsWritten ?? 0;

  return (
    <>
      <ProfileHeader user={user} profile={account} editing={editing} onEditingChange={setEditing} />
      {profile.error && <Alert tone="error">{profile.error.message}</Alert>}
      {profile.isPending && <Spinner label={t('profile.loading')} />}
      {account && (
        <>
          <PersonalInformation
            key={`${account.name}|${account.email}|${account.pendingEmail ?? ''}`}
            profile={account}
            editing={editing}
            onEditingChange={setEditing}
          />
          <Columns>
            <YourReviews
              reviews={reviews.data ?? null}
              count={reviewsWritten}
              error={reviews.error ? errorMessage(reviews.error, t('yourReviews.failed')) : ''}
            />
            <Statistics
              watchlistItems={watchlist.isSynced ? watchlist.items.length : account.stats.watchlistItems}
              reviewsWritten={reviewsWritten}
              memberSince={account.createdAt}
            />
          </Columns>
          <LanguageAndTheme userId={user.id} />
          <PublicProfile userId={user.id} />
          <BlockedPeople />
          <HideSeenSettings />
          <NotificationSettings />
          <FilmData />
          <DangerZone userId={user.id} />
        </>
      )}
    </>
  );
}
