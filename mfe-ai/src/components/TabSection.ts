import styled from 'styled-components';

/** A hub tab's content: its blocks stacked with room between them. */
export const TabSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding-top: ${({ theme }) => theme.space.lg};
`;

/** A short paragraph under a tab's heading. */
export const Lead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A highlighted block of the engine's own words (an analysis, an interpretation). */
export const Callout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border-left: 3px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

export const ResultList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 22rem), 1fr));
  gap: ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;
`;
