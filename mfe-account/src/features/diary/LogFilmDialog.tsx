import {
  movieWatchesQuery,
  offlineTexts,
  userReviewsQuery,
  useLogFilm,
  useRemoveFromWatchlist,
  useSignedInUserId,
  useUpdateDiaryEntry,
} from '@marquee/client';
import type { DiaryEntry, MovieWatches } from '@marquee/contracts';
import { Button, Modal, StarRatingInput, TextField, theme } from '@marquee/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { DialogActions, DialogForm } from '../../components/DialogForm';
import { useDiaryMessages } from '../../messages/diary';
import { CheckField } from './CheckField';
import { logProblem, parseTags, todayOnThisDevice } from './diaryRules';

const RatingRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space.sm};
`;

export interface LogFilmDialogProps {
  movie: { id: number | string; title: string };
  /** An entry of the diary to change, instead of logging a new viewing. */
  entry?: DiaryEntry;
  onClose(): void;
  /** After the viewing is saved (and the watchlist question answered), with a sentence saying so. */
  onSaved?(message: string): void;
}

/**
 * Logging a viewing of a film, or changing one (issue 21): the date (today unless changed; not in the
 * future nor before 1870), optional stars, rewatch, tags and a link to the viewer's review of the film.
 * A film still on the watchlist is offered to be taken off it. Mount it when it opens.
 */
export function LogFilmDialog({ movie, entry, onClose, onSaved }: LogFilmDialogProps) {
  const { t } = useDiaryMessages();
  const movieId = String(movie.id);
  const userId = useSignedInUserId();
  const queryClient = useQueryClient();
  const today = todayOnThisDevice();
  const [watchedOn, setWatchedOn] = useState(entry?.watchedOn ?? today);
  const [stars, setStars] = useState(entry?.stars ?? 0);
  // A film the viewer has logged before is most likely a rewatch (known when the movie page has loaded it).
  const [rewatch, setRewatch] = useState(
    () =>
      entry?.rewatch ??
      (queryClient.getQueryData<MovieWatches>(movieWatchesQuery(movieId, userId ?? null).queryKey)?.mine
        ?.count ?? 0) > 0,
  );
  const [tagsText, setTagsText] = useState(entry?.tags.join(', ') ?? '');
  const [linkReview, setLinkReview] = useState(entry ? entry.reviewId !== null : true);
  const [problem, setProblem] = useState('');
  const [onWatchlist, setOnWatchlist] = useState(false);
  const questionId = useId();

  const reviews = useQuery({ ...userReviewsQuery(userId ?? ''), enabled: userId !== undefined });
  const review = reviews.data?.find((candidate) => candidate.movieId === movieId);
  const log = useLogFilm();
  const update = useUpdateDiaryEntry();
  const removeFromWatchlist = useRemoveFromWatchlist();
  const pending = log.isPending || update.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    const tags = parseTags(tagsText);
    const found = logProblem({ watchedOn, tags }, t, today);
    setProblem(found ?? '');
    if (found || pending) return;
    const fields = {
      watchedOn,
      rating: stars > 0 ? stars : null,
      rewatch,
      tags,
      reviewId: review && linkReview ? review.id : null,
    };
    const onError = (error: Error) => setProblem(error.message);
    if (entry) {
      update.mutate({ entry, changes: fields }, { onSuccess: () => onSaved?.(t('log.saved')), onError });
    } else {
      log.mutate(
        { movieId, ...fields },
        {
          onSuccess: (answer) => {
            if ('queued' in answer) onSaved?.(offlineTexts.loggedOffline);
            else if (answer.onWatchlist) setOnWatchlist(true);
            else onSaved?.(t('log.logged'));
          },
          onError,
        },
      );
    }
  }

  if (onWatchlist) {
    const keep = () => onSaved?.(t('log.logged'));
    return (
      <Modal open onClose={keep} title={t('log.logged')} describedBy={questionId}>
        <p id={questionId}>{t('log.onWatchlist', { title: movie.title })}</p>
        <DialogActions>
          <Button $variant="ghost" onClick={keep}>
            {t('log.keep')}
          </Button>
          <Button
            onClick={() => {
              removeFromWatchlist.mutate(movieId);
              onSaved?.(t('log.loggedAndTakenOff'));
            }}
          >
            {t('log.takeOff')}
          </Button>
        </DialogActions>
      </Modal>
    );
  }

  return (
    <Modal open onClose={onClose} title={t(entry ? 'log.editTitle' : 'log.title', { title: movie.title })}>
      <DialogForm
        label={t(entry ? 'log.editForm' : 'log.form')}
        problem={problem}
        pending={pending}
        submitLabel={t(entry ? 'log.save' : 'log.submit')}
        onSubmit={submit}
        onCancel={onClose}
      >
        <TextField
          label={t('log.date')}
          type="date"
          value={watchedOn}
          min="1870-01-01"
          max={today}
          required
          onChange={(event) => setWatchedOn(event.target.value)}
        />
        <RatingRow>
          <StarRatingInput label={t('log.rating')} value={stars} onChange={setStars} />
          {stars > 0 && (
            <Button type="button" $variant="ghost" $size="sm" onClick={() => setStars(0)}>
              {t('log.clearRating')}
            </Button>
          )}
        </RatingRow>
        <CheckField checked={rewatch} onChange={(event) => setRewatch(event.target.checked)}>
          {t('log.rewatch')}
        </CheckField>
        <TextField
          label={t('log.tags')}
          hint={t('log.tagsHint')}
          value={tagsText}
          autoComplete="off"
          onChange={(event) => setTagsText(event.target.value)}
        />
        {review && (
          <CheckField checked={linkReview} onChange={(event) => setLinkReview(event.target.checked)}>
            {review.title ? t('log.linkNamedReview', { title: review.title }) : t('log.linkReview')}
          </CheckField>
        )}
      </DialogForm>
    </Modal>
  );
}
