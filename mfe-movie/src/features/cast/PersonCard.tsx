import { ProfilePhoto } from '@marquee/ui';
import { CardCaption } from '../../components/CardCaption';
import { CardButton } from '../../components/subPageLayout';
import { roleOf, type Person } from './person';

/** A person of the credits as a card; pressing it opens their details. */
export function PersonCard({ person, onOpen }: { person: Person; onOpen(person: Person): void }) {
  const { name, profile_path } = person.member;
  return (
    <CardButton onClick={() => onOpen(person)}>
      <ProfilePhoto path={profile_path} name={name} alt="" />
      <CardCaption title={name} detail={roleOf(person)} />
    </CardButton>
  );
}
