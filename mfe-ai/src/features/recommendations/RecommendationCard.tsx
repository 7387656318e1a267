import type { AiRecommendation } from '@marquee/contracts';
import { formatNumber, Poster, theme } from '@marquee/ui';
import styled from 'styled-components';
import { confidenceTone, THEMES_SHOWN } from '../../components/aiConstants';
import { Chips } from '../../components/Chips';
import { FilmTitle } from '../../components/FilmTitle';
import { ScoreBadge } from '../../components/ScoreBadge';
import { useAiMessages } from '../../messages';

const Card = styled.li`
  display: grid;
  grid-template-columns: 5.5rem 1fr;
  gap: ${theme.space.md};
  padding: ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  min-width: 0;
`;

const TitleRow = styled.h3`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.xs};
  font-size: ${theme.fontSizes.md};
`;

const Explanation = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

/** One recommended film: how sure the engine is, why it fits, and its first themes. */
export function RecommendationCard({ recommendation }: { recommendation: AiRecommendation }) {
  const { t } = useAiMessages();
  const { title, posterPath, confidence, explanation, themes } = recommendation;
  return (
    <Card>
      <Poster path={posterPath} title={title} sizes="88px" alt="" />
      <Body>
        <TitleRow>
          <FilmTitle film={recommendation} />
          <ScoreBadge $tone={confidenceTone(confidence)}>
            {t('common.match', { percent: formatNumber(confidence) })}
          </ScoreBadge>
        </TitleRow>
        {themes.length > 0 && (
          <Chips aria-label={t('common.themes')}>
            {themes.slice(0, THEMES_SHOWN).map((theme) => (
              <li key={theme}>{theme}</li>
            ))}
          </Chips>
        )}
        <Explanation>{explanation}</Explanation>
      </Body>
    </Card>
  );
}
