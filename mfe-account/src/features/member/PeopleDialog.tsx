import { type PeopleSide, usePeople } from '@marquee/client';
import { Alert, Button, Modal, Spinner } from '@marquee/ui';
import { type CommunityKey, useCommunityMessages } from '../../messages/community';
import { PeopleList } from './PeopleList';
import { PersonRow } from './PersonRow';

/** Each side's title, what shows while it loads, and what it says when there is no one. */
const texts: Record<PeopleSide, { title: CommunityKey; loading: CommunityKey; none: CommunityKey }> = {
  followers: { title: 'people.followers', loading: 'people.loadingFollowers', none: 'people.noFollowers' },
  following: { title: 'people.following', loading: 'people.loadingFollowing', none: 'people.noFollowing' },
};

export interface PeopleDialogProps {
  handle: string;
  /** Which people to show; null when the dialog is closed. */
  side: PeopleSide | null;
  onClose(): void;
}

/** A profile's followers or the people it follows, newest first, a page at a time ("Show more"). */
export function PeopleDialog({ handle, side, onClose }: PeopleDialogProps) {
  const { t } = useCommunityMessages();
  return (
    <Modal open={side !== null} onClose={onClose} title={side ? t(texts[side].title) : ''}>
      {side && <PeoplePages handle={handle} side={side} />}
    </Modal>
  );
}

function PeoplePages({ handle, side }: { handle: string; side: PeopleSide }) {
  const { t } = useCommunityMessages();
  const people = usePeople(handle, side);
  const list = people.data?.pages.flatMap((page) => page.people) ?? [];
  return (
    <>
      {people.error && <Alert tone="error">{people.error.message}</Alert>}
      {people.isPending && <Spinner label={t(texts[side].loading)} />}
      {people.isSuccess && list.length === 0 && <p>{t(texts[side].none)}</p>}
      {list.length > 0 && (
        <PeopleList aria-label={t(texts[side].title)}>
          {list.map((person) => (
            <PersonRow key={person.id} person={person} />
          ))}
        </PeopleList>
      )}
      {people.hasNextPage && (
        <Button
          $variant="secondary"
          aria-busy={people.isFetchingNextPage}
          onClick={() => {
            if (!people.isFetchingNextPage) void people.fetchNextPage();
          }}
        >
          {t(people.isFetchingNextPage ? 'people.loadingMore' : 'showMore')}
        </Button>
      )}
    </>
  );
}
