import { Field, FieldLabel, Input, theme } from '@marquee/ui';
import { type TextareaHTMLAttributes, useId } from 'react';
import styled from 'styled-components';
import { useCommunityMessages } from '../../messages/community';

const TextArea = styled(Input)`
  min-height: 5rem;
  padding-block: ${theme.space.xs};
  resize: vertical;
`;

const Counter = styled.p<{ $over: boolean }>`
  font-size: ${theme.fontSizes.xs};
  color: ${({ $over }) => ($over ? theme.colors.danger : theme.colors.textMuted)};
`;

export interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'value' | 'onChange'
> {
  label: string;
  value: string;
  onChange(value: string): void;
  /** The most characters the server takes; the counter under the field turns red past it. */
  max: number;
}

/** A labelled text area with a count of its characters against the limit (a list's description, a note). */
export function TextAreaField({ label, value, onChange, max, ...textarea }: TextAreaFieldProps) {
  const { t } = useCommunityMessages();
  const id = useId();
  return (
    <Field>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <TextArea
        as="textarea"
        id={id}
        rows={3}
        value={value}
        aria-describedby={`${id}-count`}
        aria-invalid={value.length > max || undefined}
        onChange={(event: { target: { value: string } }) => onChange(event.target.value)}
        {...textarea}
      />
      <Counter id={`${id}-count`} $over={value.length > max}>
        {t('textArea.counter', { length: value.length, count: max })}
      </Counter>
    </Field>
  );
}
