import type { AiEngine } from '@marquee/contracts';
import { Alert, Button, Heading, Panel, Spinner, theme } from '@marquee/ui';
import { type ReactNode } from 'react';
import styled from 'styled-components';
import { type AiOutcome } from '../../components/aiOutcome';
import { EngineNote } from '../../components/EngineNote';
import { useAiMessages } from '../../messages';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
`;

const Muted = styled.p`
  color: ${theme.colors.textMuted};
`;

export interface AnalysisFrameProps<T extends { engine: AiEngine }> {
  title: string;
  testId: string;
  state: AiOutcome<T>;
  onRun: () => void;
  /** The button before the first analysis, and the one that runs it again. */
  runLabel: string;
  rerunLabel: string;
  emptyMessage: string;
  loadingLabel: string;
  children: (data: T) => ReactNode;
}

/** The frame both analysis panels share: heading, run button, and the loading, error and empty states. */
export function AnalysisFrame<T extends { engine: AiEngine }>({
  title,
  testId,
  state,
  onRun,
  runLabel,
  rerunLabel,
  emptyMessage,
  loadingLabel,
  children,
}: AnalysisFrameProps<T>) {
  const { t } = useAiMessages();
  const headingId = `${testId}-heading`;
  return (
    <Panel aria-labelledby={headingId} data-testid={testId}>
      <Header>
        <Heading level={2} size="xl" id={headingId}>
          {title}
        </Heading>
        {state.status === 'ready' && (
          <Button $variant="secondary" $size="sm" onClick={onRun}>
            {rerunLabel}
          </Button>
        )}
      </Header>
      {state.status === 'idle' && (
        <>
          <Muted>{emptyMessage}</Muted>
          <div>
            <Button onClick={onRun}>{runLabel}</Button>
          </div>
        </>
      )}
      {state.status === 'loading' && <Spinner label={loadingLabel} />}
      {state.status === 'error' && (
        <>
          <Alert tone="error">{state.message}</Alert>
          <div>
            <Button $variant="secondary" onClick={onRun}>
              {t('common.tryAgain')}
            </Button>
          </div>
        </>
      )}
      {state.status === 'ready' && (
        <>
          {children(state.data)}
          <EngineNote engine={state.data.engine} />
        </>
      )}
    </Panel>
  );
}
