import { type ProfileList } from '@marquee/contracts';
import { pageHref } from '@marquee/contracts/pages';
import { Link } from '@marquee/router';
import { countOf, Section } from '@marquee/ui';
import styled from 'styled-components';
import { ListCovers } from '../lists/ListCovers';

const Lists = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
  overflow-wrap: anywhere;

  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** The member's public lists, the most recently changed first: covers, name (to the list), film count. */
export function PublicLists({ lists }: { lists: ProfileList[] }) {
  return (
    <Section title="Lists">
      <Lists>
        {lists.map((list) => (
          <Card key={list.id}>
            <ListCovers posters={list.posters} name={list.name} />
            <Body>
              <Link to={pageHref('list', { listId: list.id })}>{list.name}</Link>
              <small>
                {countOf(list.entryCount, 'film')}
                {list.ranked && ' · Ranked'}
              </small>
            </Body>
          </Card>
        ))}
      </Lists>
    </Section>
  );
}
