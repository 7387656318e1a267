import { theme } from '@marquee/ui';
import { type ReactNode } from 'react';
import styled from 'styled-components';

const Details = styled.details`
  border-top: 1px solid ${theme.colors.border};
  padding-top: ${theme.space.sm};

  & > summary {
    cursor: pointer;
    font-weight: ${theme.fontWeights.bold};
    font-size: ${theme.fontSizes.lg};
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  padding-top: ${theme.space.sm};
`;

/** A section the reader opens and closes (native details/summary: keyboard and screen readers for free). */
export function Collapsible({
  title,
  open = false,
  children,
}: {
  title: string;
  open?: boolean;
  children: ReactNode;
}) {
  return (
    <Details open={open}>
      <summary>{title}</summary>
      <Body>{children}</Body>
    </Details>
  );
}
