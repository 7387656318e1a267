import { theme } from '@marquee/ui';
import styled, { css } from 'styled-components';

/** Lets a wide table scroll sideways on a narrow screen instead of breaking the page. */
export const TableScroller = styled.div`
  overflow-x: auto;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
`;

/**
 * The dashboard's tables: one row per record, muted headers, actions at the end. With `$actions` the last
 * column holds each row's buttons and stays in view while a narrow screen scrolls the table sideways.
 */
export const Table = styled.table<{ $actions?: boolean }>`
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.fontSizes.sm};

  th,
  td {
    padding: ${`${theme.space.xs} ${theme.space.sm}`};
    border-bottom: 1px solid ${theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  th {
    color: ${theme.colors.textMuted};
    font-weight: ${theme.fontWeights.medium};
    white-space: nowrap;
  }
  tbody tr:last-child td {
    border-bottom: none;
  }
  ${({ $actions }) =>
    $actions &&
    css`
      th:last-child,
      td:last-child {
        position: sticky;
        right: 0;
        background: ${theme.colors.surface};
        box-shadow: -1px 0 0 ${theme.colors.border};
      }
    `}
`;

/** The buttons of a row, side by side. */
export const RowActions = styled.div`
  display: flex;
  gap: ${theme.space.xs};

  ${theme.media.mobile} {
    /* stacked, the sticky actions column leaves the rest of a phone's width to the row */
    flex-direction: column;
  }
`;

export const Muted = styled.span`
  color: ${theme.colors.textMuted};
`;
