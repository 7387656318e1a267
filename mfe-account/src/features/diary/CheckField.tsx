import { theme } from '@marquee/ui';
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.xs};

  input {
    width: 1.125rem;
    height: 1.125rem;
    accent-color: ${theme.colors.accent};
  }
`;

export interface CheckFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  children: ReactNode;
}

/** A checkbox with its label beside it (clicking the words ticks the box). */
export function CheckField({ children, ...input }: CheckFieldProps) {
  const id = useId();
  return (
    <Row>
      <input id={id} type="checkbox" {...input} />
      <label htmlFor={id}>{children}</label>
    </Row>
  );
}
