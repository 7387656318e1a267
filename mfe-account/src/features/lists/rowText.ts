import { theme } from '@marquee/ui';
import styled from 'styled-components';

/** The linked name heading a row of a list page (a list, an entry); each row sets its size. */
export const RowHeading = styled.h2`
  line-height: ${theme.lineHeights.tight};
  overflow-wrap: anywhere;

  a {
    color: ${theme.colors.text};
  }
  a:hover {
    color: ${theme.colors.accentHover};
  }
`;

/** A row's muted line of facts (count, date, badges), wrapping on a narrow screen. */
export const RowMeta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.xxs} ${theme.space.xs};
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;
