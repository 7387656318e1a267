import { theme } from '@marquee/ui';
import styled from 'styled-components';

// Level 3: the panels that hold these facts are titled with level-2 headings.
const Term = styled.h3`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.bold};
`;

const Bullets = styled.ul`
  padding-left: ${theme.space.lg};
`;

/** A labelled piece of an analysis: a paragraph, or a bullet list; nothing when the engine left it empty. */
export function Fact({ label, value }: { label: string; value: string | string[] }) {
  if (value.length === 0) return null;
  return (
    <div>
      <Term>{label}</Term>
      {typeof value === 'string' ? (
        <p>{value}</p>
      ) : (
        <Bullets>
          {value.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </Bullets>
      )}
    </div>
  );
}
