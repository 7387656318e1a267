import type { AiMood } from '@marquee/contracts';
import { LineIcon, theme } from '@marquee/ui';
import styled from 'styled-components';
import { MOOD_OPTIONS } from '../../components/aiConstants';
import { useAiMessages } from '../../messages';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  gap: ${theme.space.sm};
`;

const MoodButton = styled.button`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space.xxs};
  padding: ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  text-align: left;
  cursor: pointer;

  &[aria-pressed='true'],
  &:hover:not(:disabled) {
    border-color: ${theme.colors.accent};
  }
  &:disabled {
    cursor: wait;
  }
`;

const Icon = styled.span`
  color: ${theme.colors.accent};
`;

const Label = styled.span`
  font-weight: ${theme.fontWeights.bold};
`;

const Description = styled.span`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

export interface MoodPickerProps {
  selected: AiMood | null;
  busy: boolean;
  onPick: (mood: AiMood) => void;
}

/** The six moods and the personalised pick, as cards. */
export function MoodPicker({ selected, busy, onPick }: MoodPickerProps) {
  const { t } = useAiMessages();
  return (
    <Grid role="group" aria-label={t('mood.group')}>
      {MOOD_OPTIONS.map((mood) => (
        <MoodButton
          key={mood.id || 'personalized'}
          type="button"
          aria-pressed={selected === mood.id}
          disabled={busy}
          onClick={() => onPick(mood.id)}
        >
          <Icon>
            <LineIcon d={mood.icon} size={26} strokeWidth={2} />
          </Icon>
          <Label>{t(`mood.${mood.key}.label`)}</Label>
          <Description>{t(`mood.${mood.key}.description`)}</Description>
        </MoodButton>
      ))}
    </Grid>
  );
}
