import { Heading } from '@marquee/ui';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
`;

export interface DetailSectionProps {
  title: string;
  /** A link or button beside the heading (View Full Cast, ...). */
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * One titled part of the detail page. Callers render it only when they have something to put in it:
 * the page shows no empty headings.
 */
export function DetailSection({ title, action, children, className }: DetailSectionProps) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId} className={className}>
      <Header>
        <Heading level={2} size="xl" id={headingId}>
          {title}
        </Heading>
        {action}
      </Header>
      {children}
    </Section>
  );
}
