import type { AiEngine } from '@marquee/contracts';
import { theme } from '@marquee/ui';
import styled from 'styled-components';
import { engineName } from './aiConstants';
import { useAiMessages } from '../messages';

const Note = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.xs};
`;

/** Says which engine wrote an answer, so an offline answer is never mistaken for the provider's. */
export function EngineNote({ engine }: { engine: AiEngine }) {
  const { t } = useAiMessages();
  return <Note>{t('engine.answeredBy', { engine: t(engineName(engine)) })}</Note>;
}
