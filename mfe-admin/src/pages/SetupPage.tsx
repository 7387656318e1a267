import { useSearchParams } from '@marquee/router';
import { Container, Heading, useDocumentTitle, theme } from '@marquee/ui';
import styled from 'styled-components';
import { AdminSetup } from '../features/setup/AdminSetup';
import { useAdminMessages } from '../messages';

const Page = styled(Container)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space.md};
  max-width: 40rem;
  padding-block: ${theme.space.xl};
`;

/** /admin/setup?token=…: the one-time link the server prints at start while no admin exists. */
export default function SetupPage() {
  const { t } = useAdminMessages();
  useDocumentTitle(t('setup.title'));
  const [searchParams] = useSearchParams();
  return (
    <Page data-testid="page-mfe_admin-SetupPage">
      <Heading level={1}>{t('setup.title')}</Heading>
      <AdminSetup token={searchParams.get('token')} />
    </Page>
  );
}
