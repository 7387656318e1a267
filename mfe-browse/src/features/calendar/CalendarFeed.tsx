import { CALENDAR_TEXTS, calendarFeedQuery, renewCalendarFeed, revokeCalendarFeed } from '@marquee/client';
import { Alert, Button, Field, FieldLabel, Input, Section } from '@marquee/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import styled from 'styled-components';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The personal iCal address (docs/product.md §2 Release calendar): made, renewed or turned off here. The
 * server keeps only a hash, so the address shows once, right after it is made.
 */
export function CalendarFeed({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const status = useQuery(calendarFeedQuery(userId));
  const [address, setAddress] = useState('');
  const inputId = useId();
  const refresh = () => queryClient.invalidateQueries({ queryKey: calendarFeedQuery(userId).queryKey });
  const renew = useMutation({
    mutationFn: renewCalendarFeed,
    onSuccess: ({ url }) => {
      setAddress(url);
      void refresh();
    },
  });
  const revoke = useMutation({
    mutationFn: revokeCalendarFeed,
    onSuccess: () => {
      setAddress('');
      void refresh();
    },
  });
  const active = status.data?.active ?? false;
  const failure = renew.error?.message ?? revoke.error?.message;

  return (
    <Section title={CALENDAR_TEXTS.feedTitle}>
      <Intro>{CALENDAR_TEXTS.feedIntro}</Intro>
      {address ? (
        <Field>
          <FieldLabel htmlFor={inputId}>{CALENDAR_TEXTS.feedAddress}</FieldLabel>
          <Input id={inputId} readOnly value={address} onFocus={(event) => event.target.select()} />
          <Intro>{CALENDAR_TEXTS.feedShownOnce}</Intro>
        </Field>
      ) : (
        status.isSuccess && <p>{active ? CALENDAR_TEXTS.feedActive : CALENDAR_TEXTS.feedOff}</p>
      )}
      <Actions>
        <Button type="button" disabled={renew.isPending} onClick={() => renew.mutate()}>
          {active ? CALENDAR_TEXTS.feedRenew : CALENDAR_TEXTS.feedMake}
        </Button>
        {active && (
          <Button
            type="button"
            $variant="secondary"
            disabled={revoke.isPending}
            onClick={() => revoke.mutate()}
          >
            {CALENDAR_TEXTS.feedRevoke}
          </Button>
        )}
      </Actions>
      {failure && <Alert tone="error">{failure}</Alert>}
    </Section>
  );
}
