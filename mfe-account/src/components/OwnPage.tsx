import { Heading, ScrollToTopButton, useDocumentTitle, theme } from '@marquee/ui';
import { type ReactNode } from 'react';
import styled from 'styled-components';
import { SignInRequired } from '../features/watchlist/SignInRequired';
import { PageColumn } from './PageColumn';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space.sm} ${theme.space.lg};
`;

const Count = styled.p`
  color: ${theme.colors.textMuted};
`;

export interface OwnPageProps {
  /** The page's h1 and the document's title ('My Diary'). */
  title: string;
  /** The page's test id (page-mfe_account-<module>). */
  testId: string;
  /** Guests see only what signing in gives (SignInRequired, told `signInMessage`). */
  signedIn: boolean;
  signInMessage?: string;
  /** The muted line under the title ('12 films'), once there is one. */
  count?: string;
  /** Under the count: a link elsewhere. */
  below?: ReactNode;
  /** Beside the title (under it on a narrow screen): the sync state, who may read it. */
  aside?: ReactNode;
  children: ReactNode;
}

/**
 * A signed-in user's page of their own films (the watchlist, the diary): the title with its count, what
 * goes beside it, the content and the scroll-to-top button.
 */
export function OwnPage({
  title,
  testId,
  signedIn,
  signInMessage,
  count,
  below,
  aside,
  children,
}: OwnPageProps) {
  useDocumentTitle(title);
  if (!signedIn) {
    return (
      <PageColumn data-testid={testId}>
        <SignInRequired message={signInMessage} />
      </PageColumn>
    );
  }
  return (
    <PageColumn data-testid={testId}>
      <Header>
        <div>
          <Heading level={1}>{title}</Heading>
          {count && <Count>{count}</Count>}
          {below}
        </div>
        {aside}
      </Header>
      {children}
      <ScrollToTopButton />
    </PageColumn>
  );
}
