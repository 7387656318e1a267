import { pageHref } from '@marquee/contracts/pages';
import { Link } from '@marquee/router';
import { Button, Heading, Panel, Stack } from '@marquee/ui';
import styled from 'styled-components';

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The way to bring a film history in from another service, and to take everything out. */
export function FilmData() {
  return (
    <Panel aria-labelledby="film-data">
      <Heading level={2} size="lg" id="film-data">
        Your film data
      </Heading>
      <Muted>
        Bring your history from Letterboxd, IMDb, Trakt or TMDB, or download everything you keep here.
      </Muted>
      <Stack direction="row" gap="sm" wrap>
        <Button as={Link} to={pageHref('import')} $variant="secondary">
          Import films
        </Button>
        <Button as={Link} to={`${pageHref('import')}#export`} $variant="ghost">
          Download my data
        </Button>
      </Stack>
    </Panel>
  );
}
