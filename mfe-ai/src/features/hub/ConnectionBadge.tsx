import { Button, theme } from '@marquee/ui';
import styled from 'styled-components';
import { engineName, SCORE_TONE_COLORS } from '../../components/aiConstants';
import { type AiConnection } from './useAiConnection';
import { useAiMessages } from '../../messages';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
  padding: ${`${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
`;

const Dot = styled.span<{ $color: string }>`
  width: 0.625rem;
  height: 0.625rem;
  border-radius: 50%;
  background: ${({ $color }) => $color};
`;

const Status = styled.strong`
  font-weight: ${theme.fontWeights.bold};
`;

const Detail = styled.span`
  /* Beside the status on wide screens; on its own line on a phone. */
  flex: 1 1 14rem;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

const look = {
  testing: { color: SCORE_TONE_COLORS.yellow, status: 'connection.testing' },
  online: { color: SCORE_TONE_COLORS.green, status: 'connection.online' },
  offline: { color: SCORE_TONE_COLORS.red, status: 'connection.offline' },
} as const;

/** The AI service's state, who answers when it is online, and a way to test again. */
export function ConnectionBadge({
  connection,
  onRefresh,
}: {
  connection: AiConnection;
  onRefresh: () => void;
}) {
  const { t } = useAiMessages();
  const { color, status } = look[connection.status];
  return (
    <Bar role="status" aria-live="polite" data-testid="ai-connection">
      <Dot $color={color} aria-hidden="true" />
      <Status>{t(status)}</Status>
      <Detail>
        {connection.status === 'online' &&
          t('connection.answersFrom', { engine: t(engineName(connection.engine)) })}
        {connection.status === 'offline' && t('connection.unavailable')}
      </Detail>
      <Button $variant="secondary" $size="sm" onClick={onRefresh} disabled={connection.status === 'testing'}>
        {t('connection.refresh')}
      </Button>
    </Bar>
  );
}
