import type { CastMember, CrewMember } from '@marquee/contracts';
import { castMatches, crewMatches, groupByDepartment } from '../castSearch';
import { personFacts } from '../person';
import { englishT } from '../../../testing/englishT';

const castMember = (name: string, character: string): CastMember => ({
  id: 819,
  name,
  character,
  order: 0,
  profile_path: null,
  credit_id: `${name}-${character}`,
});

const crewMember = (name: string, job: string, department: string): CrewMember => ({
  id: 7467,
  name,
  job,
  department,
  profile_path: null,
  credit_id: `${name}-${job}`,
});

test('cast are found by name or character, ignoring case and surrounding spaces', () => {
  const norton = castMember('Edward Norton', 'Narrator');
  expect(castMatches(norton, 'edward')).toBe(true);
  expect(castMatches(norton, '  NARR ')).toBe(true);
  expect(castMatches(norton, 'Director')).toBe(false);
  expect(castMatches(norton, '')).toBe(true);
});

test('crew are found by name, job or department, not by anything else', () => {
  const fincher = crewMember('David Fincher', 'Director', 'Directing');
  expect(crewMatches(fincher, 'fincher')).toBe(true);
  expect(crewMatches(fincher, 'DIRECTOR')).toBe(true);
  expect(crewMatches(fincher, 'directing')).toBe(true);
  expect(crewMatches(fincher, 'Narrator')).toBe(false);
});

test('crew are grouped by department in alphabetical order, the ones without one under Other', () => {
  const groups = groupByDepartment([
    crewMember('Jim Uhls', 'Screenplay', 'Writing'),
    crewMember('David Fincher', 'Director', 'Directing'),
    crewMember('Someone', 'Runner', ' '),
    crewMember('Chuck Palahniuk', 'Novel', 'Writing'),
  ]);
  expect(groups.map(({ department, members }) => [department, members.map((m) => m.name)])).toEqual([
    ['Directing', ['David Fincher']],
    ['Other', ['Someone']],
    ['Writing', ['Jim Uhls', 'Chuck Palahniuk']],
  ]);
});

test("a person's popup lists the character or the job, the department and the database id", () => {
  expect(personFacts({ credit: 'cast', member: castMember('Brad Pitt', 'Tyler Durden') }, englishT)).toEqual([
    { label: 'Character', value: 'Tyler Durden' },
    { label: 'Database ID', value: '819' },
  ]);
  expect(
    personFacts(
      {
        credit: 'cast',
        member: { ...castMember('Brad Pitt', 'Tyler Durden'), known_for_department: 'Acting' },
      },
      englishT,
    ),
  ).toContainEqual({ label: 'Department', value: 'Acting' });
  expect(personFacts({ credit: 'crew', member: crewMember('Someone', 'Runner', '') }, englishT)).toEqual([
    { label: 'Job', value: 'Runner' },
    { label: 'Department', value: 'Other' },
    { label: 'Database ID', value: '7467' },
  ]);
});
