import type { MovieDetails } from '@marquee/contracts';
import { Chip, Heading, Input, VisuallyHidden, theme } from '@marquee/ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { CardGrid, EmptyText, Toolbar } from '../../components/subPageLayout';
import { useMovieMessages } from '../../messages';
import { castMatches, crewMatches, departmentName, groupByDepartment } from './castSearch';
import { type Person } from './person';
import { PersonCard } from './PersonCard';
import { PersonDetails } from './PersonDetails';

type Tab = 'cast' | 'crew';

const Tabs = styled.div`
  display: flex;
  gap: ${theme.space.xs};
`;

const Search = styled.div`
  flex: 1;
  max-width: 24rem;
`;

const Department = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  margin-bottom: ${theme.space.xl};
`;

const PEOPLE_GRID_MIN = '9rem';

/** The film's cast and crew in two tabs, searchable, each person opening a popup with their details. */
export function CastAndCrew({ movie }: { movie: MovieDetails }) {
  const { t } = useMovieMessages();
  const ids = useId();
  const [tab, setTab] = useState<Tab>('cast');
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState<Person | null>(null);
  const cast = movie.credits?.cast ?? [];
  const crew = movie.credits?.crew ?? [];
  const tabs = [
    { id: 'cast', label: t('common.withCount', { label: t('cast.title'), count: cast.length }) },
    { id: 'crew', label: t('common.withCount', { label: t('cast.crew'), count: crew.length }) },
  ] as const;

  const foundCast = cast.filter((member) => castMatches(member, search));
  const departments = groupByDepartment(crew.filter((member) => crewMatches(member, search)));

  return (
    <>
      <Toolbar>
        <Tabs role="tablist" aria-label={t('cast.tabs')}>
          {tabs.map(({ id, label }) => (
            <Chip
              key={id}
              role="tab"
              id={`${ids}-${id}-tab`}
              aria-selected={tab === id}
              aria-controls={`${ids}-panel`}
              onClick={() => setTab(id)}
            >
              {label}
            </Chip>
          ))}
        </Tabs>
        <Search>
          <VisuallyHidden as="label" htmlFor={`${ids}-search`}>
            {t('cast.search')}
          </VisuallyHidden>
          <Input
            id={`${ids}-search`}
            type="search"
            placeholder={t('cast.searchPlaceholder')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </Search>
      </Toolbar>

      <div role="tabpanel" id={`${ids}-panel`} aria-labelledby={`${ids}-${tab}-tab`}>
        {tab === 'cast' &&
          (foundCast.length === 0 ? (
            <EmptyText>{t('cast.noCast')}</EmptyText>
          ) : (
            <CardGrid $min={PEOPLE_GRID_MIN}>
              {foundCast.map((member) => (
                <li key={member.credit_id}>
                  <PersonCard person={{ credit: 'cast', member }} onOpen={setOpened} />
                </li>
              ))}
            </CardGrid>
          ))}
        {tab === 'crew' &&
          (departments.length === 0 ? (
            <EmptyText>{t('cast.noCrew')}</EmptyText>
          ) : (
            departments.map(({ department, members }) => (
              <Department key={department} aria-label={departmentName(department, t)}>
                <Heading level={2} size="lg">
                  {t('common.withCount', { label: departmentName(department, t), count: members.length })}
                </Heading>
                <CardGrid $min={PEOPLE_GRID_MIN}>
                  {members.map((member) => (
                    <li key={member.credit_id}>
                      <PersonCard person={{ credit: 'crew', member }} onOpen={setOpened} />
                    </li>
                  ))}
                </CardGrid>
              </Department>
            ))
          ))}
      </div>

      <PersonDetails person={opened} onClose={() => setOpened(null)} />
    </>
  );
}
