import { type ReactNode } from 'react';
import styled from 'styled-components';
import { Heading } from './Heading';
import { tint } from './palettes';
import { theme } from './theme';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.md};
  padding: ${theme.space['3xl']} ${theme.space.lg};
  text-align: center;
  border: 1px dashed ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: radial-gradient(80% 100% at 50% 0%, ${tint(theme.colors.accent, 7)}, transparent 70%);
`;

const Message = styled.p`
  max-width: 32rem;
  color: ${theme.colors.textMuted};
`;

const Icon = styled.div`
  color: ${theme.colors.accent};
  opacity: 0.8;
`;

export interface EmptyStateProps {
  title: string;
  message?: string;
  /** What the visitor can do next (a button or a link). */
  action?: ReactNode;
  /** The heading's level in the page outline. */
  level?: 1 | 2 | 3;
}

/** Says plainly that there is nothing to show, and offers the way on. */
export function EmptyState({ title, message, action, level = 2 }: EmptyStateProps) {
  return (
    <Box>
      <Icon aria-hidden="true">
        <svg width="48" height="48" viewBox="0 0 48 48" fill="none" stroke="currentColor" strokeWidth="2.5">
          <rect x="6" y="12" width="36" height="26" rx="4" />
          <path d="M6 20h36M14 12l4 8M24 12l4 8M34 12l4 8" strokeLinecap="round" />
        </svg>
      </Icon>
      <Heading level={level} size="xl">
        {title}
      </Heading>
      {message && <Message>{message}</Message>}
      {action}
    </Box>
  );
}
