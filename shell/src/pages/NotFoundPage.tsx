import { pageHref } from '@marquee/contracts/pages';
import { Link, useLocation } from '@marquee/router';
import { Button, Container, Heading, theme } from '@marquee/ui';
import styled from 'styled-components';
import { useShellMessages } from '../messages';

const Page = styled(Container)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space.md};
  padding-block: ${theme.space['3xl']};
`;

const Code = styled.p`
  color: ${theme.colors.red};
  font-family: ${theme.fonts.display};
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.black};
  letter-spacing: 0.2em;
`;

const Text = styled.p`
  color: ${theme.colors.textMuted};
`;

/**
 * A path keeps its own left-to-right order inside a sentence of any direction (Unicode first-strong
 * isolate): in Arabic "/ai." would otherwise read "ai/.".
 */
const isolated = (text: string) => `\u2068${text}\u2069`;

/** Any path the route table does not know. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  const { t } = useShellMessages();
  return (
    <Page data-testid="page-shell-NotFound">
      <Code>404</Code>
      <Heading level={1}>{t('notFound.title')}</Heading>
      <Text>{t('notFound.text', { path: isolated(pathname) })}</Text>
      <Button as={Link} to={pageHref('home')}>
        {t('notFound.home')}
      </Button>
    </Page>
  );
}
