import { useSignedInUserId } from '@marquee/client';
import { Container, Heading, useDocumentTitle } from '@marquee/ui';
import styled from 'styled-components';
import { SignInRequired } from '../watchlist/SignInRequired';
import { ExportData } from './ExportData';
import { PastImports } from './PastImports';
import { UploadFile } from './UploadFile';

const Page = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  max-width: 56rem;
  padding-block: ${({ theme }) => theme.space.xl};
`;

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const TEST_ID = 'page-mfe_account-ImportPage';

/** /import: bring a film history in from another service, see past imports, and take everything out. */
export function ImportExport() {
  useDocumentTitle('Import & export');
  const signedIn = useSignedInUserId() !== undefined;
  if (!signedIn) {
    return (
      <Page data-testid={TEST_ID}>
        <SignInRequired message="Sign in to import your films from Letterboxd, IMDb, Trakt or TMDB, or to download your data." />
      </Page>
    );
  }
  return (
    <Page data-testid={TEST_ID}>
      <Header>
        <Heading level={1}>Import &amp; export</Heading>
        <Lead>
          Bring your diary, ratings, reviews, watchlist and lists from another service, exactly as it exported
          them, or take everything you keep here with you.
        </Lead>
      </Header>
      <UploadFile />
      <PastImports />
      <ExportData />
    </Page>
  );
}
