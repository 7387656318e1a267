import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import styled from 'styled-components';
import { theme } from './theme';

/** A form field's column: its label over its control and any line under it. */
export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xxs};
`;

/** A form field's label, small and muted above its control. */
export const FieldLabel = styled.label`
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.medium};
  color: ${theme.colors.textMuted};
`;

const Control = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

export const Input = styled.input`
  width: 100%;
  min-height: 2.75rem;
  padding: 0 ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  font: inherit;

  &:focus {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 1px;
    border-color: transparent;
  }

  &[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
  }
`;

const Hint = styled.p`
  font-size: ${theme.fontSizes.xs};
  color: ${theme.colors.textMuted};
`;

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** A short help text under the field. */
  hint?: string;
  /** Shown inside the field at its end, on the right in left-to-right text (PasswordField's show/hide button). */
  trailing?: ReactNode;
}

/** A labelled text input; the label is tied to the input so screen readers and tests find it by name. */
export function TextField({ label, hint, trailing, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <Field>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Control>
        <Input id={id} aria-describedby={hint ? hintId : undefined} {...input} />
        {trailing}
      </Control>
      {hint && <Hint id={hintId}>{hint}</Hint>}
    </Field>
  );
}
