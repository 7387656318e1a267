import type { Review } from '@marquee/contracts';
import { type Language } from '@marquee/contracts/languages';
import {
  Button,
  Field,
  FieldLabel,
  Input,
  LanguageOptions,
  Panel,
  StarRatingInput,
  TextField,
  theme,
} from '@marquee/ui';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { REVIEW_LIMITS } from '@marquee/contracts/reviewLimits';
import type { ReviewDraft } from '@marquee/client';
import { useMovieMessages } from '../../messages';

const CommentInput = styled(Input)`
  min-height: 8rem;
  padding: ${theme.space.sm} ${theme.space.md};
  resize: vertical;
`;

const LanguageSelect = styled(Input)`
  max-width: 14rem;
`;

const Counter = styled.p`
  align-self: flex-end;
  font-size: ${theme.fontSizes.xs};
  color: ${theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;

// Not disabled but aria-disabled: the button stays focusable and a click explains what is missing.
const SubmitButton = styled(Button)`
  &[aria-disabled='true'] {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

export interface ReviewFormProps {
  /** Editing an existing review: the form starts from its values and the button reads Update Review. */
  editing?: Review | null;
  /** Called with a complete draft; resolves true when it was saved, which empties a new review's form. */
  onSubmit: (draft: ReviewDraft) => Promise<boolean>;
  /** Called instead of onSubmit when the rating or the comment is missing. */
  onIncomplete: () => void;
  onCancel?: () => void;
  /** A message shown inside the form, above its buttons. */
  notice?: ReactNode;
  /** Focus the rating, the form's first field, when it appears (it was opened by the visitor, not the page). */
  autoFocus?: boolean;
}

/** A new review starts in the language the page is shown in; the member may say they write in another. */
const emptyDraft = (language: Language): ReviewDraft => ({ rating: 0, title: '', comment: '', language });
const draftOf = ({ rating, title, comment, language }: Review, shown: Language): ReviewDraft => ({
  rating,
  title,
  comment,
  language: language ?? shown,
});

/** Writing or editing a review (docs/product.md §5: rating and comment required, title optional). */
export function ReviewForm({
  editing,
  onSubmit,
  onIncomplete,
  onCancel,
  notice,
  autoFocus,
}: ReviewFormProps) {
  const { t, language: shown } = useMovieMessages();
  const [draft, setDraft] = useState<ReviewDraft>(editing ? draftOf(editing, shown) : emptyDraft(shown));
  const [submitting, setSubmitting] = useState(false);
  const commentId = useId();
  const languageId = useId();
  const counterId = `${commentId}-counter`;
  const complete = draft.rating > 0 && draft.comment.trim() !== '';
  const formRef = useRef<HTMLFormElement>(null);

  // The stars are radio buttons: focus the chosen one, else the first, as Tab into the group would.
  useEffect(() => {
    if (!autoFocus) return;
    const form = formRef.current;
    const star =
      form?.querySelector<HTMLInputElement>('input[type="radio"]:checked') ??
      form?.querySelector<HTMLInputElement>('input[type="radio"]');
    star?.focus();
  }, [autoFocus]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (!complete) {
      onIncomplete();
      return;
    }
    setSubmitting(true);
    const saved = await onSubmit(draft);
    setSubmitting(false);
    // A new review empties the form; an edited one stays as saved.
    if (saved && !editing) setDraft(emptyDraft(draft.language ?? shown));
  };

  const edit = (changes: Partial<ReviewDraft>) => setDraft((current) => ({ ...current, ...changes }));

  return (
    <Panel
      as="form"
      ref={formRef}
      aria-label={editing ? t('form.edit') : t('form.write')}
      onSubmit={submit}
      noValidate
    >
      <StarRatingInput
        label={t('form.rating')}
        value={draft.rating}
        onChange={(rating) => edit({ rating })}
      />
      {/* The member writes in any language: each field takes the direction of what is typed in it. */}
      <TextField
        label={t('form.title')}
        dir="auto"
        value={draft.title}
        maxLength={REVIEW_LIMITS.titleMax}
        onChange={(event) => edit({ title: event.target.value })}
      />
      <Field>
        <FieldLabel htmlFor={commentId}>{t('form.comment')}</FieldLabel>
        <CommentInput
          as="textarea"
          id={commentId}
          dir="auto"
          rows={5}
          value={draft.comment}
          maxLength={REVIEW_LIMITS.commentMax}
          aria-describedby={counterId}
          onChange={(event: { target: { value: string } }) => edit({ comment: event.target.value })}
        />
        <Counter id={counterId}>
          {t('form.counter', { length: draft.comment.length, max: REVIEW_LIMITS.commentMax })}
        </Counter>
      </Field>
      <Field>
        <FieldLabel htmlFor={languageId}>{t('form.language')}</FieldLabel>
        <LanguageSelect
          as="select"
          id={languageId}
          value={draft.language}
          onChange={(event: { target: { value: string } }) =>
            edit({ language: event.target.value as Language })
          }
        >
          <LanguageOptions />
        </LanguageSelect>
      </Field>
      {notice}
      <Actions>
        <SubmitButton type="submit" aria-disabled={!complete || submitting}>
          {submitting ? t('form.submitting') : editing ? t('form.update') : t('form.submit')}
        </SubmitButton>
        {onCancel && (
          <Button $variant="secondary" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
        )}
      </Actions>
    </Panel>
  );
}
