import { Container, theme } from '@marquee/ui';
import styled from 'styled-components';

/** The frame of a browsing page: the page gutters with room above and below. */
export const PageFrame = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.lg};
  padding-block: ${theme.space.xl} ${theme.space['3xl']};
`;

/** A page's heading with a line of context (a count) under it. */
export const PageHeader = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
`;

export const Subtitle = styled.p`
  color: ${theme.colors.textMuted};
`;
