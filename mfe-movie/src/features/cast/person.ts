import type { CastMember, CrewMember } from '@marquee/contracts';
import { type MovieTranslate } from '../../messages';
import { departmentName, OTHER_DEPARTMENT } from './castSearch';

/** Someone in the film's credits, in front of the camera or behind it. */
export type Person = { credit: 'cast'; member: CastMember } | { credit: 'crew'; member: CrewMember };

/** What the person did in this film: the character played, or the job. */
export function roleOf(person: Person): string {
  return person.credit === 'cast' ? person.member.character : person.member.job;
}

/** The facts the person's popup lists, in order; facts the credit does not have are left out. */
export function personFacts(person: Person, t: MovieTranslate): { label: string; value: string }[] {
  const facts =
    person.credit === 'cast'
      ? [
          { label: t('person.character'), value: person.member.character },
          { label: t('person.department'), value: person.member.known_for_department ?? '' },
        ]
      : [
          { label: t('person.job'), value: person.member.job },
          {
            label: t('person.department'),
            value: departmentName(person.member.department.trim() || OTHER_DEPARTMENT, t),
          },
        ];
  return [
    ...facts.filter((fact) => fact.value.trim() !== ''),
    { label: t('person.databaseId'), value: String(person.member.id) },
  ];
}
