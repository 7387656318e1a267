import { pageHref } from '@marquee/contracts/pages';
import type { Person } from '@marquee/contracts';
import { Link } from '@marquee/router';
import { formatDate, theme } from '@marquee/ui';
import { type ReactNode } from 'react';
import styled from 'styled-components';
import { type CommunityKey, useCommunityMessages } from '../../messages/community';
import { withParts } from '../../messages/withParts';
import { relativeTime } from './relativeTime';

const Article = styled.article`
  display: grid;
  grid-template-columns: 3.5rem minmax(0, 1fr);
  gap: ${theme.space.sm};
  align-items: start;
  padding: ${theme.space.sm} 0;
  border-bottom: 1px solid ${theme.colors.border};

  ${theme.media.tabletUp} {
    grid-template-columns: 4.5rem minmax(0, 1fr);
    gap: ${theme.space.md};
  }
`;

const Thumb = styled.div`
  border-radius: ${theme.radii.sm};
  overflow: hidden;
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xxs};
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Headline = styled.p`
  a {
    font-weight: ${theme.fontWeights.bold};
  }
  small {
    margin-inline-start: ${theme.space.xxs};
    color: ${theme.colors.textMuted};
  }
`;

const When = styled.p`
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;

/** What someone did something to: a film or a list, by the name its message gives it. */
export interface FeedSubject {
  /** The value of the message it stands for: `{{film}}`, `{{list}}`. */
  value: 'film' | 'list';
  /** Its name, in the item's name for assistive technology. */
  name: string;
  /** Its link, in the headline. */
  link: ReactNode;
}

export interface FeedItemFrameProps {
  person: Person;
  /** What the person did, a message with `{{person}}` and the subject's value: "{{person}} reviewed {{film}}". */
  action: CommunityKey;
  subject: FeedSubject;
  /** When it happened (ISO). */
  at: string;
  /** The poster or cover beside it, a link to what it shows. */
  thumb: ReactNode;
  /** Stars, an excerpt, counts. */
  children?: ReactNode;
}

/**
 * What every feed item shares: who (a link to their profile) did what to which film or list (its link),
 * said as the language orders it and read out as one name ("Grace reviewed Alien"); when, and a picture.
 */
export function FeedItemFrame({ person, action, subject, at, thumb, children }: FeedItemFrameProps) {
  const { t } = useCommunityMessages();
  return (
    <Article aria-label={t(action, { person: person.name, [subject.value]: subject.name })}>
      <Thumb>{thumb}</Thumb>
      <Body>
        <Headline>
          {withParts((parts) => t(action, parts), {
            person: <Link to={pageHref('member', { handle: person.handle })}>{person.name}</Link>,
            [subject.value]: subject.link,
          })}
        </Headline>
        {children}
        <When>
          <time dateTime={at}>{relativeTime(t, at)}</time> · {formatDate(at, 'dateTime')}
        </When>
      </Body>
    </Article>
  );
}
