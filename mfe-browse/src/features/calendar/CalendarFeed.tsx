import { calendarFeedQuery, renewCalendarFeed, revokeCalendarFeed } from '@marquee/client';
import { Alert, Button, Field, FieldLabel, Input, Section, theme } from '@marquee/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { useBrowseMessages } from '../../messages';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;

const Intro = styled.p`
  color: ${theme.colors.textMuted};
`;

/**
 * The personal iCal address (docs/product.md §2 Release calendar): made, renewed or turned off here. The
 * server keeps only a hash, so the address shows once, right after it is made.
 */
export function CalendarFeed({ userId }: { userId: string }) {
  const { t } = useBrowseMessages();
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
    <Section title={t('feed.title')}>
      <Intro>{t('feed.intro')}</Intro>
      {address ? (
        <Field>
          <FieldLabel htmlFor={inputId}>{t('feed.address')}</FieldLabel>
          <Input id={inputId} readOnly value={address} onFocus={(event) => event.target.select()} />
          <Intro>{t('feed.shownOnce')}</Intro>
        </Field>
      ) : (
        status.isSuccess && <p>{active ? t('feed.active') : t('feed.off')}</p>
      )}
      <Actions>
        <Button type="button" disabled={renew.isPending} onClick={() => renew.mutate()}>
          {active ? t('feed.renew') : t('feed.make')}
        </Button>
        {active && (
          <Button
            type="button"
            $variant="secondary"
            disabled={revoke.isPending}
            onClick={() => revoke.mutate()}
          >
            {t('feed.revoke')}
          </Button>
        )}
      </Actions>
      {failure && <Alert tone="error">{failure}</Alert>}
    </Section>
  );
}
