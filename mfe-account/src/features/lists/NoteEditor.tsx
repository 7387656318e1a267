import { useUpdateListEntry } from '@marquee/client';
import type { ListEntry } from '@marquee/contracts';
import { Alert, Button, theme } from '@marquee/ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { LIST_LIMITS } from '@marquee/contracts/listLimits';
import { useCommunityMessages } from '../../messages/community';
import { TextAreaField } from './TextAreaField';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
`;

const Actions = styled.div`
  display: flex;
  gap: ${theme.space.xs};
`;

export interface NoteEditorProps {
  listId: string;
  entry: ListEntry;
  onDone(): void;
}

/** The owner's note on one film of a list, changed in place; an empty note removes it. */
export function NoteEditor({ listId, entry, onDone }: NoteEditorProps) {
  const { t } = useCommunityMessages();
  const [note, setNote] = useState(entry.note);
  const [problem, setProblem] = useState('');
  const update = useUpdateListEntry();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (note.length > LIST_LIMITS.noteMax) {
      setProblem(t('note.tooLong', { count: LIST_LIMITS.noteMax }));
      return;
    }
    update.mutate(
      { listId, movieId: entry.movieId, changes: { note: note.trim() } },
      { onSuccess: onDone, onError: (error) => setProblem(error.message) },
    );
  }

  return (
    <Form onSubmit={submit} noValidate>
      <TextAreaField
        label={t('note.label', { title: entry.title })}
        value={note}
        max={LIST_LIMITS.noteMax}
        autoFocus
        onChange={setNote}
      />
      {problem && <Alert tone="error">{problem}</Alert>}
      <Actions>
        <Button type="submit" $size="sm" aria-busy={update.isPending}>
          {t('note.save')}
        </Button>
        <Button type="button" $variant="ghost" $size="sm" onClick={onDone}>
          {t('note.cancel')}
        </Button>
      </Actions>
    </Form>
  );
}
