import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Heading } from './Heading';
import { theme } from './theme';

const Frame = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  min-width: 0;
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space.xs} ${theme.space.md};
`;

export interface SectionProps {
  title: string;
  /** A link or button beside the heading (View Full Cast, ...). */
  action?: ReactNode;
  /** The heading's level in the page's outline; a section of a page is an h2. */
  level?: 2 | 3;
  children: ReactNode;
  className?: string;
}

/**
 * One titled part of a page, named by its heading for assistive technology. Callers render it only when
 * they have something to put in it: pages show no empty headings.
 */
export function Section({ title, action, level = 2, children, className }: SectionProps) {
  const headingId = useId();
  return (
    <Frame aria-labelledby={headingId} className={className}>
      <Header>
        <Heading level={level} size={level === 2 ? 'xl' : 'lg'} id={headingId}>
          {title}
        </Heading>
        {action}
      </Header>
      {children}
    </Frame>
  );
}
