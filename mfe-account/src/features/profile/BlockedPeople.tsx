import { useBlock, useBlockedPeople } from '@marquee/client';
import { Alert, Button, Heading, Panel, Spinner, theme } from '@marquee/ui';
import styled from 'styled-components';
import { PeopleList } from '../member/PeopleList';
import { PersonRow } from '../member/PersonRow';
import { useAccountMessages } from '../../messages/account';

const Muted = styled.p`
  color: ${theme.colors.textMuted};
`;

/** The people the user blocked, the latest first, each with Unblock (the follows a block ended stay ended). */
export function BlockedPeople() {
  const { t } = useAccountMessages();
  const blocked = useBlockedPeople();
  const unblock = useBlock();
  const people = blocked.data ?? [];
  return (
    <Panel aria-labelledby="blocked-people">
      <Heading level={2} size="lg" id="blocked-people">
        {t('blocked.heading')}
      </Heading>
      <Muted>{t('blocked.note')}</Muted>
      {blocked.error && <Alert tone="error">{blocked.error.message}</Alert>}
      {blocked.isPending && <Spinner label={t('blocked.loading')} />}
      {blocked.isSuccess && people.length === 0 && <Muted>{t('blocked.none')}</Muted>}
      {people.length > 0 && (
        <PeopleList aria-label={t('blocked.heading')}>
          {people.map((person) => (
            <PersonRow
              key={person.id}
              person={person}
              linked={false}
              action={
                <Button
                  $variant="secondary"
                  $size="sm"
                  aria-label={t('blocked.unblockPerson', { handle: person.handle })}
                  aria-busy={unblock.isPending && unblock.variables.handle === person.handle}
                  onClick={() => {
                    if (!unblock.isPending) unblock.mutate({ handle: person.handle, block: false });
                  }}
                >
                  {t('blocked.unblock')}
                </Button>
              }
            />
          ))}
        </PeopleList>
      )}
      {unblock.error && <Alert tone="error">{unblock.error.message}</Alert>}
      {unblock.isSuccess && (
        <Alert tone="success">{t('blocked.unblocked', { handle: unblock.variables.handle })}</Alert>
      )}
    </Panel>
  );
}
