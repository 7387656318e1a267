import {
  useIsUpcoming,
  useReminders,
  useSendToSignIn,
  useSignedInUserId,
  type RemoteWidgetProps,
} from '@marquee/client';
import { LineIcon, useFleetingMessage, VisuallyHidden, theme } from '@marquee/ui';
import { useState, type ChangeEvent, type MouseEvent } from 'react';
import styled from 'styled-components';
import {
  PosterActionAnchor,
  PosterActionButton,
  PosterActionMessage,
  PosterActionSpinner,
} from '../components/PosterAction';
import { useAccountMessages } from '../messages/account';

export type RemindMeButtonProps = RemoteWidgetProps['mfe_account/RemindMeButton'];

const BELL = 'M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15zM10 20.5a2 2 0 0 0 4 0';

const WeekBefore = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
  min-height: 2.5rem;
`;

/**
 * "Remind me" on a film not released yet (docs/product.md §2 Release calendar): on cards, the movie page
 * and the calendar. Nothing shows for a film already out. Labelled (the movie page, the calendar), a set
 * reminder also offers "Also a week before". Guests are sent to sign in.
 */
export default function RemindMeButton({ movie, labelled = false }: RemindMeButtonProps) {
  const { t } = useAccountMessages();
  const isAuthenticated = useSignedInUserId() !== undefined;
  const upcoming = useIsUpcoming(movie.release_date);
  const { reminderFor, set, remove } = useReminders();
  const sendToSignIn = useSendToSignIn();
  const [failure, setFailure] = useFleetingMessage();
  const [status, setStatus] = useFleetingMessage();
  /**
   * The box as just ticked, until the server answers. Set in the change event, so the box changes at
   * once: the mutation's own state reaches React a tick later, after React has put the box back.
   */
  const [chosenWeekBefore, setChosenWeekBefore] = useState<boolean>();
  if (!upcoming) return null;

  const movieId = String(movie.id);
  const reminder = reminderFor(movieId);
  const busy = set.isPending || remove.isPending;
  const onError = (error: Error) => setFailure(error.message);

  function toggle(event: MouseEvent) {
    // The button may sit inside a film's link: using it must not also open the film.
    event.preventDefault();
    event.stopPropagation();
    if (busy) return;
    if (!isAuthenticated) {
      sendToSignIn();
      return;
    }
    setFailure('');
    if (reminder) remove.mutate(movieId, { onError, onSuccess: () => setStatus(t('reminder.removed')) });
    else
      set.mutate(
        { movieId, weekBefore: false },
        { onError, onSuccess: () => setStatus(t('reminder.willRemind')) },
      );
  }

  function changeWeekBefore(event: ChangeEvent<HTMLInputElement>) {
    const weekBefore = event.target.checked;
    setChosenWeekBefore(weekBefore);
    set.mutate({ movieId, weekBefore }, { onError, onSettled: () => setChosenWeekBefore(undefined) });
  }

  const action = t(reminder ? 'reminder.stop' : 'reminder.remind');
  return (
    <>
      <PosterActionAnchor>
        <PosterActionButton
          type="button"
          $active={Boolean(reminder)}
          $labelled={labelled}
          aria-label={action}
          aria-pressed={Boolean(reminder)}
          aria-busy={busy}
          title={action}
          onClick={toggle}
        >
          {busy ? (
            <PosterActionSpinner size={16} label={t('reminder.updating')} />
          ) : (
            <LineIcon size={18} strokeWidth={2} d={reminder ? `${BELL}M9.5 11l2 2 3-3.5` : BELL} />
          )}
          {labelled && <span>{t(reminder ? 'reminder.set' : 'reminder.remind')}</span>}
        </PosterActionButton>
        {failure && <PosterActionMessage role="alert">{failure}</PosterActionMessage>}
      </PosterActionAnchor>
      {labelled && reminder && (
        <WeekBefore>
          <input
            type="checkbox"
            // The change shows at once; a refused one goes back when the request fails.
            checked={chosenWeekBefore ?? reminder.weekBefore}
            disabled={busy}
            onChange={changeWeekBefore}
          />
          {t('reminder.weekBefore')}
        </WeekBefore>
      )}
      <VisuallyHidden role="status">{status}</VisuallyHidden>
    </>
  );
}
