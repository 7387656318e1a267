import type { CastMember, CrewMember } from '@marquee/contracts';
import { type MovieTranslate } from '../../messages';

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

/** A department as shown: TMDB's name, or 'Other' in the language shown for a member without one. */
export function departmentName(department: string, t: MovieTranslate): string {
  return department === OTHER_DEPARTMENT ? t('cast.otherDepartment') : department;
}

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
