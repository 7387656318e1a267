import { theme } from '@marquee/ui';
import styled from 'styled-components';

/** A row of small marks under an item's headline: stars, counts, a link. */
export const Marks = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.xs} ${theme.space.sm};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;

/** The start of a review or a description. */
export const Excerpt = styled.p`
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.sm};

  a {
    color: inherit;
    text-decoration: underline;
    text-decoration-color: ${theme.colors.border};
    text-underline-offset: 0.2em;
  }
  a:hover {
    text-decoration-color: currentColor;
  }
`;

/** How much of a review or a list's description an item quotes. */
export const EXCERPT_LENGTH = 240;
