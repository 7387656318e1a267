import { type ComponentType, type ReactNode } from 'react';
import { type NavItem } from '../navLinks';
import { useNavLabel } from '../useNavLabel';

interface LinkItemsProps {
  items: readonly NavItem[];
  /** The list item each link sits in. */
  item?: ComponentType<{ children: ReactNode }> | 'li';
  link: ComponentType<{ to: string; end?: boolean; children: ReactNode }>;
}

/** The entries of a navigation list: one item per link. */
export function LinkItems({ items, item: Item = 'li', link: ItemLink }: LinkItemsProps) {
  const labelOf = useNavLabel();
  return items.map(({ to, label, end }) => (
    <Item key={to}>
      <ItemLink to={to} end={end}>
        {labelOf(label)}
      </ItemLink>
    </Item>
  ));
}
