import { useState } from 'react';
import styled from 'styled-components';
import { useUiMessages } from './messages';
import { TextField, type TextFieldProps } from './TextField';
import { theme } from './theme';

const Toggle = styled.button.attrs({ type: 'button' })`
  position: absolute;
  inset-inline-end: ${theme.space.xs};
  padding: ${`${theme.space.xxs} ${theme.space.xs}`};
  border: 0;
  border-radius: ${theme.radii.sm};
  background: transparent;
  color: ${theme.colors.accent};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.bold};
  cursor: pointer;

  &:hover {
    color: ${theme.colors.accentHover};
  }
`;

/** A password input with a Show/Hide toggle. */
export function PasswordField({ label, ...rest }: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const { t } = useUiMessages();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      label={label}
      type={visible ? 'text' : 'password'}
      style={{ paddingInlineEnd: '4.5rem' }}
      trailing={
        <Toggle
          aria-label={t(visible ? 'password.hideLabel' : 'password.showLabel', { label })}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {t(visible ? 'password.hide' : 'password.show')}
        </Toggle>
      }
      {...rest}
    />
  );
}
