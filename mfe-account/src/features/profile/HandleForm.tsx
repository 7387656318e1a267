import { useSetHandle } from '@marquee/client';
import { brokenHandleRule, HANDLE_LIMITS } from '@marquee/contracts/handles';
import { Alert, Button, Input, theme } from '@marquee/ui';
import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../../components/messages';
import { useAccountMessages } from '../../messages/account';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};

  > input {
    flex: 1 1 12rem;
    width: auto;
  }
`;

const Label = styled.label`
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.medium};
  color: ${theme.colors.textMuted};
`;

const Note = styled.p<{ $problem?: boolean }>`
  font-size: ${theme.fontSizes.xs};
  color: ${({ $problem }) => ($problem ? theme.colors.danger : theme.colors.textMuted)};
`;

/** The limits the rule and the length problem name. */
const LENGTH = { min: HANDLE_LIMITS.min, max: HANDLE_LIMITS.max };

/**
 * Choose or change the handle. The rules are checked as it is typed (the same ones the server applies);
 * what only the server knows (the handle is taken) shows once it answers.
 */
export function HandleForm({ handle }: { handle: string | null }) {
  const { t } = useAccountMessages();
  const [draft, setDraft] = useState(handle ?? '');
  const [touched, setTouched] = useState(false);
  const [saved, setSaved] = useState(false);
  const save = useSetHandle();
  const id = useId();
  const wanted = draft.trim();
  const broken = touched ? brokenHandleRule(wanted) : undefined;
  const unchanged = wanted === (handle ?? '');

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (brokenHandleRule(wanted) || unchanged) return;
    setSaved(false);
    save.mutate(wanted, { onSuccess: () => setSaved(true) });
  }

  return (
    <Form noValidate onSubmit={submit} aria-label={t('handle.label')}>
      <Label htmlFor={id}>{t('handle.label')}</Label>
      <Row>
        <Input
          id={id}
          value={draft}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={broken !== undefined}
          aria-describedby={`${id}-rule ${id}-problem`}
          onChange={(event) => {
            setDraft(event.target.value);
            setTouched(true);
            setSaved(false);
            save.reset();
          }}
        />
        <Button type="submit" $variant="secondary" disabled={save.isPending || unchanged}>
          {t(save.isPending ? 'common.saving' : handle ? 'handle.change' : 'handle.choose')}
        </Button>
      </Row>
      <Note id={`${id}-rule`}>{t('handle.rule', LENGTH)}</Note>
      <Note id={`${id}-problem`} $problem aria-live="polite">
        {broken && t(`handle.${broken}`, LENGTH)}
      </Note>
      {save.error && <Alert tone="error">{errorMessage(save.error, t('handle.saveFailed'))}</Alert>}
      {saved && handle && <Alert tone="success">{t('handle.saved', { handle })}</Alert>}
    </Form>
  );
}
