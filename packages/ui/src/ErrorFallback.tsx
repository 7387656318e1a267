import { type HTMLAttributes } from 'react';
import styled from 'styled-components';
import { Button } from './Button';
import { useUiMessages } from './messages';
import { theme } from './theme';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space.sm};
  max-width: 36rem;
  margin: ${theme.space.xl} auto;
  padding: ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-inline-start: 4px solid ${theme.colors.red};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
`;

const Title = styled.h2`
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.bold};
`;

const Message = styled.p`
  color: ${theme.colors.textMuted};
`;

export interface ErrorFallbackProps extends HTMLAttributes<HTMLElement> {
  /** "Something went wrong" unless given. */
  title?: string;
  message: string;
  /** Shown as a Retry button when the failed work can be attempted again. */
  onRetry?: () => void;
  /** "Retry" unless given. */
  retryLabel?: string;
}

export function ErrorFallback({ title, message, onRetry, retryLabel, ...rest }: ErrorFallbackProps) {
  const { t } = useUiMessages();
  return (
    <Panel role="alert" {...rest}>
      <Title>{title ?? t('error.title')}</Title>
      <Message>{message}</Message>
      {onRetry && (
        <Button $variant="secondary" $size="sm" onClick={onRetry}>
          {retryLabel ?? t('common.retry')}
        </Button>
      )}
    </Panel>
  );
}
