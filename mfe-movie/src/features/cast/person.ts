import type { CastMember, CrewMember } from '@marquee/contracts';
import { OTHER_DEPARTMENT } from './castSearch';

/** Someone in the film's credits, in front of the camera or behind it. */
export type Person = { credit: 'cast'; member: CastMember } | { credit: 'crew'; member: CrewMember };

/** What the person did in this film: the character played, or the job. */
export function roleOf(person: Person): string {
  return person.credit === 'cast' ? person.member.character : person.member.job;
}

/** The facts the person's popup lists, in order; facts the credit does not have are left out. */
export function personFacts(person: Person): { label: string; value: string }[] {
  const facts =
    person.credit === 'cast'
      ? [
          { label: 'Character', value: person.member.character },
          { label: 'Department', value: person.member.known_for_department ?? '' },
        ]
      : [
          { label: 'Job', value: person.member.job },
          { label: 'Department', value: person.member.department.trim() || OTHER_DEPARTMENT },
        ];
  return [
    ...facts.filter((fact) => fact.value.trim() !== ''),
    { label: 'Database ID', value: String(person.member.id) },
  ];
}
