import { RemoteWidget } from '@marquee/client';
import { type CalendarRelease } from '@marquee/contracts';
import { pageHref } from '@marquee/contracts/pages';
import { Link, useLocation } from '@marquee/router';
import { formatDate, Poster, theme } from '@marquee/ui';
import { useEffect } from 'react';
import styled from 'styled-components';
import { releasesByDay } from './calendarMonths';

const Days = styled.ol`
  display: flex;
  list-style: none;
  padding: 0;
  flex-direction: column;
  gap: ${theme.space.lg};
`;

const DayHeading = styled.h3`
  font-size: ${theme.fontSizes.md};
  margin-bottom: ${theme.space.sm};
`;

const Films = styled.ul`
  display: flex;
  list-style: none;
  padding: 0;
  flex-direction: column;
  gap: ${theme.space.sm};
`;

const Film = styled.li`
  display: grid;
  grid-template-columns: 3.5rem minmax(0, 1fr);
  gap: ${theme.space.sm};
  align-items: start;
`;

const Details = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};

  a {
    flex: 1 1 12rem;
    font-weight: ${theme.fontWeights.bold};
    color: ${theme.colors.text};
    overflow-wrap: anywhere;
  }
`;

/** The list view: the month's release days in order, each film with its poster, its page and "Remind me". */
export function ReleaseList({ releases }: { releases: CalendarRelease[] }) {
  const { hash } = useLocation();
  // A day picked in the month view on a phone (#day-YYYY-MM-DD): shown once the list is drawn.
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);
  return (
    <Days>
      {[...releasesByDay(releases)].map(([day, films]) => (
        <li key={day} id={`day-${day}`}>
          <DayHeading>
            {/* A calendar date: shown in UTC, so no time zone moves it a day. */}
            <time dateTime={day}>{formatDate(day, 'long', { timeZone: 'UTC' })}</time>
          </DayHeading>
          <Films>
            {films.map((film) => (
              <Film key={film.id} aria-label={film.title}>
                <Poster path={film.poster_path} title={film.title} sizes="3.5rem" alt="" />
                <Details>
                  <Link to={pageHref('movie', { id: film.id })}>{film.title}</Link>
                  <RemoteWidget id="mfe_account/RemindMeButton" props={{ movie: film, labelled: true }} />
                </Details>
              </Film>
            ))}
          </Films>
        </li>
      ))}
    </Days>
  );
}
