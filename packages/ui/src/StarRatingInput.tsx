import { useId } from 'react';
import styled from 'styled-components';
import { useUiMessages } from './messages';
import { StarShape } from './starShape';
import { VisuallyHidden } from './VisuallyHidden';
import { theme } from './theme';

const Group = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xxs};
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${theme.space.xxs};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.medium};
  color: ${theme.colors.textMuted};
`;

const Choices = styled.div`
  display: flex;
  gap: ${theme.space.xxs};
`;

const Choice = styled.label<{ $lit: boolean }>`
  position: relative;
  display: inline-flex;
  padding: 2px;
  border-radius: ${theme.radii.sm};
  cursor: pointer;
  color: ${({ $lit }) => ($lit ? theme.colors.accent : theme.colors.textMuted)};
  transition: color ${theme.transitions.fast};

  &:hover {
    color: ${theme.colors.accentHover};
  }

  &:has(input:focus-visible) {
    outline: 2px solid ${theme.colors.focus};
  }

  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
`;

export interface StarRatingInputProps {
  /** The stars chosen; 0 for none yet. */
  value: number;
  onChange: (value: number) => void;
  label: string;
  max?: number;
  size?: number;
}

/**
 * Choosing a rating by stars: a group of radio buttons, so arrow keys move between stars and screen
 * readers announce "n stars"; every star up to the chosen one lights up.
 */
export function StarRatingInput({ value, onChange, label, max = 5, size = 28 }: StarRatingInputProps) {
  const { t } = useUiMessages();
  const name = useId();
  return (
    <Group>
      <Legend>{label}</Legend>
      <Choices>
        {Array.from({ length: max }, (_, index) => {
          const stars = index + 1;
          return (
            <Choice key={stars} $lit={stars <= value}>
              <input
                type="radio"
                name={name}
                value={stars}
                checked={stars === value}
                onChange={() => onChange(stars)}
              />
              <StarShape size={size} />
              <VisuallyHidden>{t('stars.choice', { count: stars })}</VisuallyHidden>
            </Choice>
          );
        })}
      </Choices>
    </Group>
  );
}
