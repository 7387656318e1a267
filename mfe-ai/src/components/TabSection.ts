import { theme } from '@marquee/ui';
import styled from 'styled-components';

/** A hub tab's content: its blocks stacked with room between them. */
export const TabSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.lg};
  padding-top: ${theme.space.lg};
`;

/** A short paragraph under a tab's heading. */
export const Lead = styled.p`
  color: ${theme.colors.textMuted};
`;

/** A highlighted block of the engine's own words (an analysis, an interpretation). */
export const Callout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  padding: ${theme.space.md};
  border-left: 3px solid ${theme.colors.accent};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surfaceRaised};
`;

export const ResultList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 22rem), 1fr));
  gap: ${theme.space.md};
  padding: 0;
  list-style: none;
`;
