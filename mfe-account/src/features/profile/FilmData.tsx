import { pageHref } from '@marquee/contracts/pages';
import { Link } from '@marquee/router';
import { Button, Heading, Panel, Stack, theme } from '@marquee/ui';
import styled from 'styled-components';
import { useAccountMessages } from '../../messages/account';

const Muted = styled.p`
  color: ${theme.colors.textMuted};
`;

/** The way to bring a film history in from another service, and to take everything out. */
export function FilmData() {
  const { t } = useAccountMessages();
  return (
    <Panel aria-labelledby="film-data">
      <Heading level={2} size="lg" id="film-data">
        {t('filmData.heading')}
      </Heading>
      <Muted>{t('filmData.note')}</Muted>
      <Stack direction="row" gap="sm" wrap>
        <Button as={Link} to={pageHref('import')} $variant="secondary">
          {t('filmData.import')}
        </Button>
        <Button as={Link} to={`${pageHref('import')}#export`} $variant="ghost">
          {t('filmData.download')}
        </Button>
      </Stack>
    </Panel>
  );
}
