import { type PeopleSide, usePeople } from '@marquee/client';
import { Alert, Button, Modal, Spinner } from '@marquee/ui';
import { PeopleList } from './PeopleList';
import { PersonRow } from './PersonRow';

const titles: Record<PeopleSide, string> = { followers: 'Followers', following: 'Following' };

export interface PeopleDialogProps {
  handle: string;
  /** Which people to show; null when the dialog is closed. */
  side: PeopleSide | null;
  onClose(): void;
}

/** A profile's followers or the people it follows, newest first, a page at a time ("Show more"). */
export function PeopleDialog({ handle, side, onClose }: PeopleDialogProps) {
  return (
    <Modal open={side !== null} onClose={onClose} title={side ? titles[side] : ''}>
      {side && <PeoplePages handle={handle} side={side} />}
    </Modal>
  );
}

function PeoplePages({ handle, side }: { handle: string; side: PeopleSide }) {
  const people = usePeople(handle, side);
  const list = people.data?.pages.flatMap((page) => page.people) ?? [];
  return (
    <>
      {people.error && <Alert tone="error">{people.error.message}</Alert>}
      {people.isPending && <Spinner label={`Loading ${titles[side].toLowerCase()}`} />}
      {people.isSuccess && list.length === 0 && (
        <p>{side === 'followers' ? 'No followers yet.' : 'Not following anyone yet.'}</p>
      )}
      {list.length > 0 && (
        <PeopleList aria-label={titles[side]}>
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
          {people.isFetchingNextPage ? 'Loading…' : 'Show more'}
        </Button>
      )}
    </>
  );
}
