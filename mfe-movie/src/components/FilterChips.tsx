import { Chip, theme } from '@marquee/ui';
import styled from 'styled-components';

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
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
