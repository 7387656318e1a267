import { useBlock, useBlockedPeople } from '@marquee/client';
import { Alert, Button, Heading, Panel, Spinner } from '@marquee/ui';
import styled from 'styled-components';
import { PeopleList } from '../member/PeopleList';
import { PersonRow } from '../member/PersonRow';

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The people the user blocked, the latest first, each with Unblock (the follows a block ended stay ended). */
export function BlockedPeople() {
  const blocked = useBlockedPeople();
  const unblock = useBlock();
  const people = blocked.data ?? [];
  return (
    <Panel aria-labelledby="blocked-people">
      <Heading level={2} size="lg" id="blocked-people">
        Blocked people
      </Heading>
      <Muted>
        You and the people you block do not see each other&apos;s profiles, lists, reviews or diaries.
      </Muted>
      {blocked.error && <Alert tone="error">{blocked.error.message}</Alert>}
      {blocked.isPending && <Spinner label="Loading the people you blocked" />}
      {blocked.isSuccess && people.length === 0 && <Muted>You have not blocked anyone.</Muted>}
      {people.length > 0 && (
        <PeopleList aria-label="Blocked people">
          {people.map((person) => (
            <PersonRow
              key={person.id}
              person={person}
              linked={false}
              action={
                <Button
                  $variant="secondary"
                  $size="sm"
                  aria-label={`Unblock @${person.handle}`}
                  aria-busy={unblock.isPending && unblock.variables.handle === person.handle}
                  onClick={() => {
                    if (!unblock.isPending) unblock.mutate({ handle: person.handle, block: false });
                  }}
                >
                  Unblock
                </Button>
              }
            />
          ))}
        </PeopleList>
      )}
      {unblock.error && <Alert tone="error">{unblock.error.message}</Alert>}
      {unblock.isSuccess && <Alert tone="success">@{unblock.variables.handle} is unblocked.</Alert>}
    </Panel>
  );
}
