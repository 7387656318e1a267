import { type ProfileList } from '@marquee/contracts';
import { pageHref } from '@marquee/contracts/pages';
import { Link } from '@marquee/router';
import { Section, theme } from '@marquee/ui';
import styled from 'styled-components';
import { CardGrid, CardText, GridCard } from '../../components/CardGrid';
import { useCommunityMessages } from '../../messages/community';
import { ListCovers } from '../lists/ListCovers';

const Card = styled(GridCard)`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  padding: ${theme.space.sm};
`;

/** The member's public lists, the most recently changed first: covers, name (to the list), film count. */
export function PublicLists({ lists }: { lists: ProfileList[] }) {
  const { t } = useCommunityMessages();
  return (
    <Section title={t('member.lists')}>
      <CardGrid>
        {lists.map((list) => (
          <Card key={list.id}>
            <ListCovers posters={list.posters} name={list.name} />
            <CardText>
              <Link to={pageHref('list', { listId: list.id })}>{list.name}</Link>
              <small>
                {t('films', { count: list.entryCount })}
                {list.ranked && ` · ${t('ranked')}`}
              </small>
            </CardText>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}
