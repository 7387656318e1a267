import { type Person } from '@marquee/contracts';
import { pageHref } from '@marquee/contracts/pages';
import { Link } from '@marquee/router';
import { theme } from '@marquee/ui';
import { type ReactNode } from 'react';
import styled from 'styled-components';
import { Avatar } from '../../components/Avatar';

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  min-width: 0;
`;

const Names = styled.span`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  min-width: 0;
  overflow-wrap: anywhere;

  small {
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  }
`;

export interface PersonRowProps {
  person: Person;
  /** Whether the name links to their profile (not for someone blocked, whose profile is hidden). */
  linked?: boolean;
  /** A control at the end of the row. */
  action?: ReactNode;
}

/** One person in a list of people: photo or initial, name (to their profile), handle, `action` at the end. */
export function PersonRow({ person, linked = true, action }: PersonRowProps) {
  return (
    <Row>
      <Avatar name={person.name} src={person.avatar} size="2.5rem" />
      <Names>
        {linked ? <Link to={pageHref('member', { handle: person.handle })}>{person.name}</Link> : person.name}
        <small>@{person.handle}</small>
      </Names>
      {action}
    </Row>
  );
}
