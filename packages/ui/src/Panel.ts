import styled from 'styled-components';
import { theme } from './theme';

/** A bordered card on the page's surface: one panel of a page (profile, AI analysis, admin system). */
export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  padding: ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  min-width: 0;
`;
