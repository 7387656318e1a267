import { userAtom } from '@marquee/client';
import { Container, Heading, useDocumentTitle, theme } from '@marquee/ui';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { Dashboard } from '../features/dashboard/Dashboard';
import { useAdminMessages } from '../messages';

const Page = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.lg};
  padding-block: ${theme.space.xl};

  [role='tabpanel'] {
    display: flex;
    flex-direction: column;
    gap: ${theme.space.lg};
  }
`;

/** /admin: the dashboard for admins, Access Denied for everyone else (the API refuses them too). */
export default function AdminPage() {
  const { t } = useAdminMessages();
  useDocumentTitle(t('page.title'));
  const user = useAtomValue(userAtom);
  return (
    <Page data-testid="page-mfe_admin-AdminPage">
      {user?.role === 'admin' ? (
        <Dashboard adminId={user.id} adminName={user.name} />
      ) : (
        <>
          <Heading level={1}>{t('page.deniedTitle')}</Heading>
          <p>{t('page.deniedText')}</p>
        </>
      )}
    </Page>
  );
}
