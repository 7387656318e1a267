import { Button, Input, theme } from '@marquee/ui';
import { type FormEvent } from 'react';
import styled from 'styled-components';

const Form = styled.form`
  display: flex;
  gap: ${theme.space.xs};

  & > input {
    flex: 1;
    min-width: 0;
  }
`;

export interface QueryFormProps {
  /** The input's accessible name. */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** Called with the trimmed text; blank text is ignored (docs/product.md §5: an empty query is ignored). */
  onSubmit: (query: string) => void;
  submitLabel: string;
  /** A request is under way: the button waits. */
  busy: boolean;
  maxLength?: number;
}

/** A one-line search box with its button, as the hub's searches use it. */
export function QueryForm({
  label,
  placeholder,
  value,
  onChange,
  onSubmit,
  submitLabel,
  busy,
  maxLength,
}: QueryFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = value.trim();
    if (trimmed !== '') onSubmit(trimmed);
  };
  return (
    <Form role="search" onSubmit={submit}>
      <Input
        aria-label={label}
        placeholder={placeholder}
        value={value}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
      />
      <Button type="submit" disabled={busy || value.trim() === ''}>
        {submitLabel}
      </Button>
    </Form>
  );
}
