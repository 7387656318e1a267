import { useSignedInUserId } from '@marquee/client';
import { Container, Heading, useDocumentTitle, theme } from '@marquee/ui';
import styled from 'styled-components';
import { useDiaryMessages } from '../../messages/diary';
import { SignInRequired } from '../watchlist/SignInRequired';
import { ExportData } from './ExportData';
import { PastImports } from './PastImports';
import { UploadFile } from './UploadFile';

const Page = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xl};
  max-width: 56rem;
  padding-block: ${theme.space.xl};
`;

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
`;

const Lead = styled.p`
  color: ${theme.colors.textMuted};
`;

const TEST_ID = 'page-mfe_account-ImportPage';

/** /import: bring a film history in from another service, see past imports, and take everything out. */
export function ImportExport() {
  const { t } = useDiaryMessages();
  useDocumentTitle(t('imports.title'));
  const signedIn = useSignedInUserId() !== undefined;
  if (!signedIn) {
    return (
      <Page data-testid={TEST_ID}>
        <SignInRequired message={t('imports.signIn')} />
      </Page>
    );
  }
  return (
    <Page data-testid={TEST_ID}>
      <Header>
        <Heading level={1}>{t('imports.title')}</Heading>
        <Lead>{t('imports.lead')}</Lead>
      </Header>
      <UploadFile />
      <PastImports />
      <ExportData />
    </Page>
  );
}
