import { useCreateList, useUpdateList } from '@marquee/client';
import type { List, ListVisibility } from '@marquee/contracts';
import { LIST_LIMITS } from '@marquee/contracts/listLimits';
import { Modal, TextField, theme } from '@marquee/ui';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { DialogForm } from '../../components/DialogForm';
import { CheckField } from '../diary/CheckField';
import { useCommunityMessages } from '../../messages/community';
import { visibilityLabels } from './listLabels';
import { type ListDraft, listDraftProblem } from './listRules';
import { TextAreaField } from './TextAreaField';

const Choices = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  border: none;
  padding: 0;

  legend {
    margin-block-end: ${theme.space.xs};
    font-size: ${theme.fontSizes.sm};
    font-weight: ${theme.fontWeights.medium};
    color: ${theme.colors.textMuted};
  }
`;

const Choice = styled.label`
  display: flex;
  align-items: baseline;
  gap: ${theme.space.xs};

  input {
    accent-color: ${theme.colors.accent};
  }
  small {
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  }
`;

const visibilities = Object.keys(visibilityLabels) as ListVisibility[];

const draftOf = (list?: List): ListDraft => ({
  name: list?.name ?? '',
  description: list?.description ?? '',
  visibility: list?.visibility ?? 'private',
  ranked: list?.ranked ?? false,
});

export interface ListFormDialogProps {
  /** The list to change; without it the form makes a new one. */
  list?: List;
  onClose(): void;
  /** After the server agreed, with the list as it now is. */
  onSaved(list: List): void;
}

/**
 * Making or changing a list: its name, description, who may see it (private unless chosen) and whether its
 * films are numbered. Mount it when it opens.
 */
export function ListFormDialog({ list, onClose, onSaved }: ListFormDialogProps) {
  const { t } = useCommunityMessages();
  const [draft, setDraft] = useState(() => draftOf(list));
  const [problem, setProblem] = useState('');
  const create = useCreateList();
  const update = useUpdateList();
  const pending = create.isPending || update.isPending;
  const edit = (changes: Partial<ListDraft>) => setDraft((current) => ({ ...current, ...changes }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = listDraftProblem(t, draft);
    setProblem(found ?? '');
    if (found || pending) return;
    const fields = { ...draft, name: draft.name.trim() };
    const callbacks = { onSuccess: onSaved, onError: (error: Error) => setProblem(error.message) };
    if (list) update.mutate({ listId: list.id, changes: fields }, callbacks);
    else create.mutate(fields, callbacks);
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={list ? t('listForm.editTitle', { name: list.name }) : t('listForm.newTitle')}
    >
      <DialogForm
        label={t(list ? 'listForm.editLabel' : 'listForm.newTitle')}
        problem={problem}
        pending={pending}
        submitLabel={t(list ? 'listForm.save' : 'listForm.create')}
        onSubmit={submit}
        onCancel={onClose}
      >
        <TextField
          label={t('listForm.name')}
          value={draft.name}
          required
          autoComplete="off"
          onChange={(event) => edit({ name: event.target.value })}
        />
        <TextAreaField
          label={t('listForm.description')}
          value={draft.description}
          max={LIST_LIMITS.descriptionMax}
          onChange={(description) => edit({ description })}
        />
        <Choices>
          <legend>{t('listForm.visibility')}</legend>
          {visibilities.map((visibility) => (
            <Choice key={visibility}>
              <input
                type="radio"
                name="visibility"
                value={visibility}
                checked={draft.visibility === visibility}
                onChange={() => edit({ visibility })}
              />
              <span>
                {t(visibilityLabels[visibility].label)}{' '}
                <small>{t(visibilityLabels[visibility].description)}</small>
              </span>
            </Choice>
          ))}
        </Choices>
        <CheckField checked={draft.ranked} onChange={(event) => edit({ ranked: event.target.checked })}>
          {t('listForm.ranked')}
        </CheckField>
      </DialogForm>
    </Modal>
  );
}
