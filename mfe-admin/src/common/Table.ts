import styled from 'styled-components';

/** Lets a wide table scroll sideways on a narrow screen instead of breaking the page. */
export const TableScroller = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

/** The dashboard's tables: one row per record, muted headers, actions at the end. */
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  th,
  td {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    white-space: nowrap;
  }
  tbody tr:last-child td {
    border-bottom: none;
  }
`;

/** The buttons of a row, side by side. */
export const RowActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;
