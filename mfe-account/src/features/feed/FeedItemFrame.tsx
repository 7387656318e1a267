import { pageHref } from '@marquee/contracts/pages';
import type { Person } from '@marquee/contracts';
import { Link } from '@marquee/router';
import { formatDate } from '@marquee/ui';
import { type ReactNode } from 'react';
import styled from 'styled-components';
import { relativeTime } from './relativeTime';

const Article = styled.article`
  display: grid;
  grid-template-columns: 3.5rem minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm};
  align-items: start;
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  ${({ theme }) => theme.media.tabletUp} {
    grid-template-columns: 4.5rem minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.md};
  }
`;

const Thumb = styled.div`
  border-radius: ${({ theme }) => theme.radii.sm};
  overflow: hidden;
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Headline = styled.p`
  a {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  small {
    margin-left: ${({ theme }) => theme.space.xxs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const When = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface FeedItemFrameProps {
  /** The item's name for assistive technology ("Grace reviewed Alien"). */
  label: string;
  person: Person;
  /** What the person did, after their name: "reviewed <film>". */
  action: ReactNode;
  /** When it happened (ISO). */
  at: string;
  /** The poster or cover beside it, a link to what it shows. */
  thumb: ReactNode;
  /** Stars, an excerpt, counts. */
  children?: ReactNode;
}

/** What every feed item shares: who (a link to their profile), what they did, when, and a picture. */
export function FeedItemFrame({ label, person, action, at, thumb, children }: FeedItemFrameProps) {
  return (
    <Article aria-label={label}>
      <Thumb>{thumb}</Thumb>
      <Body>
        <Headline>
          <Link to={pageHref('member', { handle: person.handle })}>{person.name}</Link> {action}
        </Headline>
        {children}
        <When>
          <time dateTime={at}>{relativeTime(at)}</time> · {formatDate(at, 'dateTime')}
        </When>
      </Body>
    </Article>
  );
}
