import { useSearchParams } from '@marquee/router';
import { Container, Heading, useDocumentTitle } from '@marquee/ui';
import styled from 'styled-components';
import { AdminSetup } from '../features/setup/AdminSetup';

const Page = styled(Container)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  max-width: 40rem;
  padding-block: ${({ theme }) => theme.space.xl};
`;

/** /admin/setup?token=…: the one-time link the server prints at start while no admin exists. */
export default function SetupPage() {
  useDocumentTitle('Set up the administrator');
  const [searchParams] = useSearchParams();
  return (
    <Page data-testid="page-mfe_admin-SetupPage">
      <Heading level={1}>Set up the administrator</Heading>
      <AdminSetup token={searchParams.get('token')} />
    </Page>
  );
}
