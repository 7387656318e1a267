import type { CastMember, CrewMember } from '@marquee/contracts';

/** True when one of `fields` contains the search text, ignoring case; an empty search matches everyone. */
function matches(fields: readonly string[], search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  return needle === '' || fields.some((field) => field.toLocaleLowerCase().includes(needle));
}

/** Cast are found by name or character. */
export function castMatches(member: CastMember, search: string): boolean {
  return matches([member.name, member.character], search);
}

/** Crew are found by name, job or department. */
export function crewMatches(member: CrewMember, search: string): boolean {
  return matches([member.name, member.job, member.department], search);
}

export const OTHER_DEPARTMENT = 'Other';

export interface DepartmentGroup {
  department: string;
  members: CrewMember[];
}

/** The crew by department, departments in alphabetical order; a member without one is under 'Other'. */
export function groupByDepartment(crew: readonly CrewMember[]): DepartmentGroup[] {
  const groups = new Map<string, CrewMember[]>();
  for (const member of crew) {
    const department = member.department.trim() || OTHER_DEPARTMENT;
    groups.set(department, [...(groups.get(department) ?? []), member]);
  }
  return [...groups]
    .map(([department, members]) => ({ department, members }))
    .sort((a, b) => a.department.localeCompare(b.department));
}
