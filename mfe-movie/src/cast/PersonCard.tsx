import { ProfilePhoto } from '@marquee/ui';
import styled from 'styled-components';
import { CardButton } from '../subpages/layout';
import { roleOf, type Person } from './person';

const Caption = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.sm};
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Role = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A person of the credits as a card; pressing it opens their details. */
export function PersonCard({ person, onOpen }: { person: Person; onOpen(person: Person): void }) {
  const { name, profile_path } = person.member;
  return (
    <CardButton onClick={() => onOpen(person)}>
      <ProfilePhoto path={profile_path} name={name} alt="" />
      <Caption>
        <Name>{name}</Name>
        <Role>{roleOf(person)}</Role>
      </Caption>
    </CardButton>
  );
}
