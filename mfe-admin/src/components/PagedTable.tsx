import type { Pagination } from '@marquee/contracts';
import { type ReactNode } from 'react';
import { Pager } from './Pager';
import { PanelState } from './PanelState';
import { Muted, Table, TableScroller } from './Table';
import { type PagedQuery } from './usePagedQuery';

export interface PagedTableProps<Item> {
  /** The table's accessible name. */
  label: string;
  /** Names the pager for screen readers ("Users pages"). */
  pagerLabel: string;
  columns: readonly string[];
  query: PagedQuery<{ pagination: Pagination }>;
  /** The rows of the page loaded (undefined until it is). */
  items: Item[] | undefined;
  renderRow: (item: Item) => ReactNode;
  /** Shown instead of the table when the list is empty; without it an empty table shows. */
  emptyText?: string;
  /** The last column holds the row's buttons: it stays in view on narrow screens. */
  actions?: boolean;
}

/** A dashboard list: its loading or error state, the table of the page shown and Previous / Next. */
export function PagedTable<Item>({
  label,
  pagerLabel,
  columns,
  query,
  items,
  renderRow,
  emptyText,
  actions = false,
}: PagedTableProps<Item>) {
  const { data } = query;
  return (
    <>
      <PanelState query={query} />
      {data &&
        items &&
        (items.length === 0 && emptyText ? (
          <Muted>{emptyText}</Muted>
        ) : (
          <>
            <TableScroller>
              <Table aria-label={label} $actions={actions}>
                <thead>
                  <tr>
                    {columns.map((column) => (
                      <th scope="col" key={column}>
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>{items.map(renderRow)}</tbody>
              </Table>
            </TableScroller>
            <Pager pagination={data.pagination} onPage={query.setPage} label={pagerLabel} />
          </>
        ))}
    </>
  );
}
