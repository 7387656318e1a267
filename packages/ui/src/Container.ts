import styled from 'styled-components';
import { theme } from './theme';

/** Centres content at the product's reading width with the page gutters. */
export const Container = styled.div`
  width: 100%;
  max-width: ${theme.layout.maxWidth};
  margin-inline: auto;
  padding-inline: ${theme.space.md};

  ${theme.media.tabletUp} {
    padding-inline: ${theme.space.xl};
  }
`;
