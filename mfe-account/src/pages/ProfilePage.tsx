import { logoutAtom, userAtom, useWatchlist } from '@marquee/client';
import { Link, useNavigate } from '@marquee/router';
import { Alert, Button, Container, Heading, Spinner, Stack } from '@marquee/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import styled from 'styled-components';
import { DangerZone } from '../features/profile/DangerZone';
import { PersonalInformation } from '../features/profile/PersonalInformation';
import { Section } from '../features/profile/Section';
import { useProfile } from '../features/profile/useProfile';
import { useUserReviews } from '../features/profile/useUserReviews';
import { YourReviews } from '../features/profile/YourReviews';

const Page = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 56rem;
  padding-block: ${({ theme }) => theme.space.xl};
`;

const Header = styled(Section)`
  flex-direction: row;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
`;

const Avatar = styled.div`
  display: grid;
  place-items: center;
  width: 5rem;
  height: 5rem;
  flex: none;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.black};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Identity = styled.div`
  flex: 1 1 12rem;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Badge = styled.span`
  display: inline-block;
  padding: 0.1rem 0.6rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(245, 185, 66, 0.15);
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: 2fr 1fr;
  }
`;

const Stats = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  div {
    display: flex;
    justify-content: space-between;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const TEST_ID = 'page-mfe_account-ProfilePage';

export default function ProfilePage() {
  const user = useAtomValue(userAtom);
  const logout = useSetAtom(logoutAtom);
  const navigate = useNavigate();
  const { profile, error, replace } = useProfile(user?.id);
  const { reviews, error: reviewsError } = useUserReviews(user?.id);
  // Once synced, the watchlist store is the freshest count: it follows changes made in other tabs too.
  const watchlist = useWatchlist();
  const [editing, setEditing] = useState(false);

  if (!user) {
    return (
      <Page data-testid={TEST_ID}>
        <Section>
          <Heading level={1} size="xl">
            Please log in to view your profile.
          </Heading>
          <div>
            <Button as={Link} to="/login">
              Sign In
            </Button>
          </div>
        </Section>
      </Page>
    );
  }

  const createdAt = new Date(profile?.createdAt ?? user.createdAt);
  // The list, once loaded, is the freshest count; until then the profile's statistics stand in.
  const reviewsWritten = reviews?.length ?? profile?.stats.reviewsWritten ?? 0;
  const memberSince = createdAt.toLocaleDateString('en-US', { month: 'long', year: 'numeric' });
  const avatar = profile?.avatar ?? user.avatar;
  return (
    <Page data-testid={TEST_ID}>
      <Header>
        <Avatar aria-hidden="true">
          {avatar ? (
            <img src={avatar} alt="" referrerPolicy="no-referrer" />
          ) : (
            user.name.charAt(0).toUpperCase()
          )}
        </Avatar>
        <Identity>
          <Heading level={1} size="2xl">
            {profile?.name ?? user.name}
          </Heading>
          {user.isGoogleUser ? <Badge>Google Account</Badge> : <Muted>Manage your account settings</Muted>}
          <Muted>Member since {memberSince}</Muted>
        </Identity>
        <Stack direction="row" gap="sm" wrap>
          {profile && (
            <Button $variant="secondary" onClick={() => setEditing((open) => !open)}>
              {editing ? 'Cancel' : 'Edit Profile'}
            </Button>
          )}
          <Button
            $variant="ghost"
            onClick={() => {
              logout();
              navigate('/', { replace: true });
            }}
          >
            Logout
          </Button>
        </Stack>
      </Header>
      {error && <Alert tone="error">{error}</Alert>}
      {!profile && !error && <Spinner label="Loading your profile" />}
      {profile && (
        <>
          <PersonalInformation
            key={`${profile.name}|${profile.email}|${profile.pendingEmail ?? ''}`}
            profile={profile}
            editing={editing}
            onEditingChange={setEditing}
            onSaved={replace}
          />
          <Columns>
            <YourReviews reviews={reviews} count={reviewsWritten} error={reviewsError} />
            <Section aria-labelledby="statistics">
              <Heading level={2} size="lg" id="statistics">
                Statistics
              </Heading>
              <Stats>
                <div>
                  <dt>Watchlist items</dt>
                  <dd>{watchlist.isBackendSync ? watchlist.items.length : profile.stats.watchlistItems}</dd>
                </div>
                <div>
                  <dt>Reviews written</dt>
                  <dd>{reviewsWritten}</dd>
                </div>
                <div>
                  <dt>Member since</dt>
                  <dd>{createdAt.getFullYear()}</dd>
                </div>
              </Stats>
            </Section>
          </Columns>
          <DangerZone userId={user.id} />
        </>
      )}
    </Page>
  );
}
