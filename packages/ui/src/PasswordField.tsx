import { useState } from 'react';
import styled from 'styled-components';
import { TextField, type TextFieldProps } from './TextField';

const Toggle = styled.button.attrs({ type: 'button' })`
  position: absolute;
  right: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.xs}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.accentHover};
  }
`;

/** A password input with a Show/Hide toggle. */
export function PasswordField({ label, ...rest }: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      label={label}
      type={visible ? 'text' : 'password'}
      style={{ paddingRight: '4.5rem' }}
      trailing={
        <Toggle
          aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? 'Hide' : 'Show'}
        </Toggle>
      }
      {...rest}
    />
  );
}
