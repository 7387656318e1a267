import type { FeedItem } from '@marquee/contracts';
import styled from 'styled-components';
import { feedItemKey, FeedItemView } from './FeedItemView';

const Items = styled.ol`
  list-style: none;
  padding: 0;
`;

export interface FeedListProps {
  items: FeedItem[];
  label: string;
  className?: string;
}

/** Feed items in the order given (newest first), as a named list. */
export function FeedList({ items, label, className }: FeedListProps) {
  return (
    <Items aria-label={label} className={className}>
      {items.map((item) => (
        <li key={feedItemKey(item)}>
          <FeedItemView item={item} />
        </li>
      ))}
    </Items>
  );
}
