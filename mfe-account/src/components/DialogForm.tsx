import { Alert, Button, theme } from '@marquee/ui';
import { type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { useAccountMessages } from '../messages/account';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
`;

/** A dialog's buttons, at its end. */
export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${theme.space.sm};
`;

export interface DialogFormProps {
  /** The form's name for assistive technology. */
  label: string;
  /** What is wrong, shown above the buttons; empty or null when nothing is. */
  problem: string | null;
  /** The submission is under way. */
  pending: boolean;
  submitLabel: string;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  onCancel(): void;
  children: ReactNode;
}

/** A form inside a dialog: its fields, then what went wrong, then Cancel and the submit button. */
export function DialogForm({
  label,
  problem,
  pending,
  submitLabel,
  onSubmit,
  onCancel,
  children,
}: DialogFormProps) {
  const { t } = useAccountMessages();
  return (
    <Form onSubmit={onSubmit} noValidate aria-label={label}>
      {children}
      {problem && <Alert tone="error">{problem}</Alert>}
      <DialogActions>
        <Button type="button" $variant="ghost" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" aria-busy={pending}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Form>
  );
}
