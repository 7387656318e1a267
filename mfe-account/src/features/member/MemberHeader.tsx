import { type PeopleSide } from '@marquee/client';
import { type Profile } from '@marquee/contracts';
import { pageHref } from '@marquee/contracts/pages';
import { Link } from '@marquee/router';
import { Button, formatDate, formatNumber, Heading, theme } from '@marquee/ui';
import styled from 'styled-components';
import { Avatar } from '../../components/Avatar';
import { IdentityBadge, IdentityHeader } from '../../components/IdentityHeader';
import { type CommunityKey, useCommunityMessages } from '../../messages/community';
import { withParts } from '../../messages/withParts';
import { BlockAction } from './BlockAction';
import { FollowButton } from './FollowButton';

const Identity = styled.div`
  display: flex;
  flex: 1 1 12rem;
  flex-direction: column;
  gap: ${theme.space.xxs};
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  color: ${theme.colors.textMuted};
`;

const Badge = styled(IdentityBadge)`
  align-self: flex-start;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.xs};
`;

const Counts = styled.ul`
  display: flex;
  flex-basis: 100%;
  flex-wrap: wrap;
  gap: ${theme.space.xs} ${theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${theme.colors.textMuted};

  strong {
    color: ${theme.colors.text};
  }
`;

const CountButton = styled.button`
  padding: 0;
  border: none;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:hover {
    color: ${theme.colors.accentHover};
  }
`;

/** "12 reviews" with the number stressed: `of` a plural message with the `{{number}}`. */
function Count({ count, of }: { count: number; of: CommunityKey }) {
  const { t } = useCommunityMessages();
  return withParts((parts) => t(of, { ...parts, count }), {
    number: <strong>{formatNumber(count)}</strong>,
  });
}

export interface MemberHeaderProps {
  profile: Profile;
  signedIn: boolean;
  onShowPeople(side: PeopleSide): void;
  onBlock(): void;
  /** Why the last block failed, if it did. */
  blockError: Error | null;
}

/**
 * Who the member is (photo or initial, name, handle, "Follows you", member since), their counts (the
 * people ones open the lists), and what the reader can do: follow and block, or edit their own profile.
 */
export function MemberHeader({ profile, signedIn, onShowPeople, onBlock, blockError }: MemberHeaderProps) {
  const { t } = useCommunityMessages();
  const { counts, viewer } = profile;
  return (
    <IdentityHeader>
      <Avatar name={profile.name} src={profile.avatar} />
      <Identity>
        <Heading level={1} size="2xl">
          {profile.name}
        </Heading>
        <Muted>@{profile.handle}</Muted>
        {viewer.followsYou && <Badge>{t('member.followsYou')}</Badge>}
        <Muted>{t('member.since', { date: formatDate(profile.memberSince, 'monthYear') })}</Muted>
        {viewer.isSelf && profile.profileVisibility === 'private' && <Muted>{t('member.private')}</Muted>}
        {viewer.isSelf && profile.hiddenAt && <strong>{t('member.hidden')}</strong>}
      </Identity>
      <Actions>
        {viewer.isSelf ? (
          <Button as={Link} to={pageHref('profile')} $variant="secondary">
            {t('member.editProfile')}
          </Button>
        ) : (
          <>
            <FollowButton profile={profile} signedIn={signedIn} />
            {signedIn && <BlockAction handle={profile.handle} onBlock={onBlock} error={blockError} />}
          </>
        )}
      </Actions>
      <Counts aria-label={t('member.counts')}>
        {counts.diaryEntries !== null && (
          <li>
            <Count count={counts.diaryEntries} of="member.count.logged" />
          </li>
        )}
        <li>
          <Count count={counts.reviews} of="member.count.reviews" />
        </li>
        <li>
          <Count count={counts.publicLists} of="member.count.lists" />
        </li>
        <li>
          <CountButton onClick={() => onShowPeople('followers')}>
            <Count count={counts.followers} of="member.count.followers" />
          </CountButton>
        </li>
        <li>
          <CountButton onClick={() => onShowPeople('following')}>
            <Count count={counts.following} of="member.count.following" />
          </CountButton>
        </li>
      </Counts>
    </IdentityHeader>
  );
}
