import styled from 'styled-components';
import { theme } from './theme';

/** The grid every list of film cards is laid out in: two columns on a phone, as many as fit above. */
export const MovieGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space.lg} ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  ${theme.media.tabletUp} {
    grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
    gap: ${theme.space.xl} ${theme.space.lg};
  }
`;
