import { ApiError, type PeopleSide, useBlock, useProfile, useSignedInUserId } from '@marquee/client';
import { type Profile } from '@marquee/contracts';
import { useParams } from '@marquee/router';
import { Alert, Container, EmptyState, Spinner, useDocumentTitle, theme } from '@marquee/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useCommunityMessages } from '../../messages/community';
import { BlockedNotice } from './BlockedNotice';
import { FavouriteFilms } from './FavouriteFilms';
import { MemberHeader } from './MemberHeader';
import { MemberNotFound } from './MemberNotFound';
import { PeopleDialog } from './PeopleDialog';
import { PublicLists } from './PublicLists';
import { RecentDiary } from './RecentDiary';
import { RecentReviews } from './RecentReviews';

const Page = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xl};
  max-width: 64rem;
  padding-block: ${theme.space.xl};
`;

const TEST_ID = 'page-mfe_account-MemberPage';

/** The API answers 404 for a profile the reader may not see, and 400 for text that cannot be a handle. */
const isMissing = (error: Error | null) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * /u/:handle (issue 22): a member's public profile. Each handle gets its own state (the key), so the
 * people dialog and a block do not follow the reader to the next profile they open.
 */
export function MemberProfile() {
  const { handle = '' } = useParams();
  return (
    <Page data-testid={TEST_ID}>
      <MemberContent key={handle.toLowerCase()} handle={handle} />
    </Page>
  );
}

function MemberContent({ handle }: { handle: string }) {
  const { t } = useCommunityMessages();
  const profile = useProfile(handle);
  const signedIn = useSignedInUserId() !== undefined;
  const block = useBlock();
  const [people, setPeople] = useState<PeopleSide | null>(null);
  const found = profile.data;
  const shownHandle = found?.handle ?? handle;
  useDocumentTitle(
    found ? t('member.documentTitle', { name: found.name, handle: found.handle }) : t('member.fallbackTitle'),
  );

  // The profile is hidden from its blocker: from the block (at once) until an unblock has brought it back.
  const change = block.variables;
  const blocked = change !== undefined && (change.block ? !block.isError : !block.isSuccess);
  if (blocked) {
    return (
      <BlockedNotice
        handle={shownHandle}
        onUnblock={() => block.mutate({ handle: shownHandle, block: false })}
        unblocking={block.isPending}
        error={block.error}
      />
    );
  }
  if (isMissing(profile.error)) return <MemberNotFound />;
  if (!found) {
    return profile.error ? (
      <Alert tone="error">{profile.error.message}</Alert>
    ) : (
      <Spinner label={t('member.loading')} />
    );
  }
  return (
    <>
      <MemberHeader
        profile={found}
        signedIn={signedIn}
        onShowPeople={setPeople}
        onBlock={() => block.mutate({ handle: found.handle, block: true })}
        blockError={block.error}
      />
      <MemberActivity profile={found} />
      <PeopleDialog handle={found.handle} side={people} onClose={() => setPeople(null)} />
    </>
  );
}

/** Favourites, recent diary, reviews and public lists: each shown when there is something in it. */
function MemberActivity({ profile }: { profile: Profile }) {
  const { t } = useCommunityMessages();
  const { favourites, recentDiary, recentReviews, lists } = profile;
  if (favourites.length + recentDiary.length + recentReviews.length + lists.length === 0) {
    return (
      <EmptyState
        title={t('member.empty.title')}
        message={
          profile.viewer.isSelf ? t('member.empty.self') : t('member.empty.other', { handle: profile.handle })
        }
      />
    );
  }
  return (
    <>
      {favourites.length > 0 && <FavouriteFilms films={favourites} />}
      {recentDiary.length > 0 && <RecentDiary entries={recentDiary} />}
      {recentReviews.length > 0 && <RecentReviews reviews={recentReviews} />}
      {lists.length > 0 && <PublicLists lists={lists} />}
    </>
  );
}
