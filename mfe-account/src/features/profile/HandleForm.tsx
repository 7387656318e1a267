import { useSetHandle } from '@marquee/client';
import { HANDLE_LIMITS, handleProblem } from '@marquee/contracts/handles';
import { Alert, Button, Input } from '@marquee/ui';
import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../../components/messages';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  > input {
    flex: 1 1 12rem;
    width: auto;
  }
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Note = styled.p<{ $problem?: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme, $problem }) => ($problem ? theme.colors.danger : theme.colors.textMuted)};
`;

const RULE = `${HANDLE_LIMITS.min} to ${HANDLE_LIMITS.max} letters, digits, _ or -. Your profile's address is /u/ and your handle.`;

/**
 * Choose or change the handle. The rules are checked as it is typed (the same ones the server applies);
 * what only the server knows (the handle is taken) shows once it answers.
 */
export function HandleForm({ handle }: { handle: string | null }) {
  const [draft, setDraft] = useState(handle ?? '');
  const [touched, setTouched] = useState(false);
  const [saved, setSaved] = useState(false);
  const save = useSetHandle();
  const id = useId();
  const wanted = draft.trim();
  const problem = touched ? handleProblem(wanted) : undefined;
  const unchanged = wanted === (handle ?? '');

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (handleProblem(wanted) || unchanged) return;
    setSaved(false);
    save.mutate(wanted, { onSuccess: () => setSaved(true) });
  }

  return (
    <Form noValidate onSubmit={submit} aria-label="Handle">
      <Label htmlFor={id}>Handle</Label>
      <Row>
        <Input
          id={id}
          value={draft}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={problem !== undefined}
          aria-describedby={`${id}-rule ${id}-problem`}
          onChange={(event) => {
            setDraft(event.target.value);
            setTouched(true);
            setSaved(false);
            save.reset();
          }}
        />
        <Button type="submit" $variant="secondary" disabled={save.isPending || unchanged}>
          {save.isPending ? 'Saving...' : handle ? 'Change handle' : 'Choose handle'}
        </Button>
      </Row>
      <Note id={`${id}-rule`}>{RULE}</Note>
      <Note id={`${id}-problem`} $problem aria-live="polite">
        {problem}
      </Note>
      {save.error && <Alert tone="error">{errorMessage(save.error, 'Failed to save the handle')}</Alert>}
      {saved && <Alert tone="success">Your handle is @{handle}.</Alert>}
    </Form>
  );
}
