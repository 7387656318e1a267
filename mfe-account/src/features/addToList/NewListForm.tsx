import { useCreateList } from '@marquee/client';
import type { List, ListVisibility } from '@marquee/contracts';
import { Alert, Button, Field, FieldLabel, TextField, theme } from '@marquee/ui';
import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { useCommunityMessages } from '../../messages/community';
import { visibilityLabels } from '../lists/listLabels';
import { listDraftProblem } from '../lists/listRules';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  padding: ${theme.space.sm};
`;

const SelectField = styled(Field)`
  select {
    min-height: 2.5rem;
    padding: 0 ${theme.space.sm};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.background};
    color: ${theme.colors.text};
    font: inherit;
  }
  small {
    font-size: ${theme.fontSizes.xs};
    color: ${theme.colors.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${theme.space.xs};
`;

const visibilities = Object.keys(visibilityLabels) as ListVisibility[];

export interface NewListFormProps {
  movieId: string;
  /** Back to the lists without making one. */
  onCancel(): void;
  /** The list was made with the film on it. */
  onCreated(list: List): void;
}

/** "New list…" in the Add to list menu: a name and who can see it (private unless chosen), the film added at once. */
export function NewListForm({ movieId, onCancel, onCreated }: NewListFormProps) {
  const { t } = useCommunityMessages();
  const [name, setName] = useState('');
  const [visibility, setVisibility] = useState<ListVisibility>('private');
  const [problem, setProblem] = useState('');
  const create = useCreateList();
  const visibilityId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = listDraftProblem(t, { name, description: '', visibility, ranked: false });
    setProblem(found ?? '');
    if (found || create.isPending) return;
    create.mutate(
      { name: name.trim(), visibility, movieId },
      { onSuccess: onCreated, onError: (error) => setProblem(error.message) },
    );
  }

  return (
    <Form onSubmit={submit} noValidate aria-label={t('addToList.form')}>
      <TextField
        label={t('addToList.name')}
        value={name}
        required
        autoComplete="off"
        autoFocus
        aria-invalid={problem !== '' && name.trim() === ''}
        onChange={(event) => setName(event.target.value)}
      />
      <SelectField>
        <FieldLabel htmlFor={visibilityId}>{t('addToList.visibility')}</FieldLabel>
        <select
          id={visibilityId}
          value={visibility}
          aria-describedby={`${visibilityId}-hint`}
          onChange={(event) => setVisibility(event.target.value as ListVisibility)}
        >
          {visibilities.map((choice) => (
            <option key={choice} value={choice}>
              {t(visibilityLabels[choice].label)}
            </option>
          ))}
        </select>
        <small id={`${visibilityId}-hint`}>{t(visibilityLabels[visibility].description)}</small>
      </SelectField>
      {problem && <Alert tone="error">{problem}</Alert>}
      <Actions>
        <Button type="button" $variant="ghost" $size="sm" onClick={onCancel}>
          {t('addToList.back')}
        </Button>
        <Button type="submit" $size="sm" aria-busy={create.isPending}>
          {t('addToList.create')}
        </Button>
      </Actions>
    </Form>
  );
}
