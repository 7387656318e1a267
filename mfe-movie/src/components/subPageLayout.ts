import { theme } from '@marquee/ui';
import styled from 'styled-components';

/** A grid of cards as wide as `min` at least, as many to a row as fit. */
export const CardGrid = styled.ul<{ $min: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $min }) => $min}, 1fr));
  gap: ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A sub-page's controls above its cards: filters or tabs at the start, search or sort at the end. */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
`;

/** The line shown where a filter left nothing. */
export const EmptyText = styled.p`
  padding: ${theme.space['2xl']} 0;
  text-align: center;
  color: ${theme.colors.textMuted};
`;

/** A bare button around a card's content, so the whole card is one control. */
export const CardButton = styled.button.attrs({ type: 'button' })`
  display: flex;
  flex-direction: column;
  width: 100%;
  height: 100%;
  padding: 0;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  overflow: hidden;
  background: ${theme.colors.surfaceRaised};
  color: ${theme.colors.text};
  text-align: start;
  cursor: pointer;
  transition:
    border-color ${theme.transitions.fast},
    transform ${theme.transitions.fast};

  &:hover {
    border-color: ${theme.colors.accent};
    transform: translateY(-2px);
  }
`;
