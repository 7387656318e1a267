import { Button, TextField } from '@marquee/ui';
import { type FormEvent } from 'react';
import { useAccountMessages } from '../messages/account';
import { Form } from './AuthCard';

export interface EmailFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/** The account screens' email input. */
export function EmailField({ value, onChange }: EmailFieldProps) {
  const { t } = useAccountMessages();
  return (
    <TextField
      label={t('common.email')}
      type="email"
      autoComplete="email"
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

export interface EmailFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The button's text; it reads "Sending..." while `sending`. */
  submitLabel: string;
  sending: boolean;
  disabled?: boolean;
}

/** The one-field form of the password-reset and verification-email requests: an email and a submit button. */
export function EmailForm({
  email,
  onEmailChange,
  onSubmit,
  submitLabel,
  sending,
  disabled = false,
}: EmailFormProps) {
  const { t } = useAccountMessages();
  return (
    <Form noValidate onSubmit={onSubmit}>
      <EmailField value={email} onChange={onEmailChange} />
      <Button type="submit" disabled={disabled || sending}>
        {sending ? t('common.sending') : submitLabel}
      </Button>
    </Form>
  );
}
