import { type CrewMember } from '@marquee/contracts';

/** Who directed and who wrote a film, from its crew: each name once, in billing order. */
export function filmmakers(crew: readonly CrewMember[]): { directors: string[]; writers: string[] } {
  const names = (members: CrewMember[]) => [...new Set(members.map((member) => member.name))];
  return {
    directors: names(crew.filter((member) => member.job === 'Director')),
    writers: names(crew.filter((member) => member.department === 'Writing')),
  };
}
