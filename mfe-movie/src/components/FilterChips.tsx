import { theme } from '@marquee/ui';
import styled from 'styled-components';

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
`;

/** A pill that is on or off; selected by `aria-pressed` or `aria-selected`, whichever its role uses. */
export const Chip = styled.button.attrs({ type: 'button' })`
  min-height: 2.25rem;
  padding: 0 ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.surfaceRaised};
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.sm};
  cursor: pointer;

  &:hover {
    border-color: ${theme.colors.accent};
  }

  &[aria-pressed='true'],
  &[aria-selected='true'] {
    border-color: ${theme.colors.accent};
    background: ${theme.colors.accent};
    color: ${theme.colors.onAccent};
    font-weight: ${theme.fontWeights.bold};
  }
`;

export interface FilterChipsProps<Id extends string> {
  /** What the chips filter, for assistive technology ("Photo type"). */
  label: string;
  options: readonly { id: Id; label: string }[];
  value: NoInfer<Id>;
  onChange(id: NoInfer<Id>): void;
}

/** One-of-several filter buttons; the chosen one is pressed. */
export function FilterChips<Id extends string>({ label, options, value, onChange }: FilterChipsProps<Id>) {
  return (
    <Group role="group" aria-label={label}>
      {options.map((option) => (
        <Chip key={option.id} aria-pressed={option.id === value} onClick={() => onChange(option.id)}>
          {option.label}
        </Chip>
      ))}
    </Group>
  );
}
