import { useImport, useSignedInUserId } from '@marquee/client';
import type { ImportSummary } from '@marquee/contracts';
import { pageHref } from '@marquee/contracts/pages';
import { Link, useLocation, useParams } from '@marquee/router';
import { Alert, Button, formatDate, Heading, Panel, Spinner, useDocumentTitle } from '@marquee/ui';
import styled from 'styled-components';
import { errorMessage } from '../../components/messages';
import { PageColumn } from '../../components/PageColumn';
import { SignInRequired } from '../watchlist/SignInRequired';
import { formatLabels } from './formatLabels';
import { ImportProgress } from './ImportProgress';
import { ImportReview } from './ImportReview';

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Links = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const TEST_ID = 'page-mfe_account-ImportDetailsPage';

/** The detected format; until the file has been read there is none, and a failed file may never have one. */
function formatName({ format, status }: ImportSummary): string {
  if (format) return formatLabels[format];
  return status === 'failed' ? 'Format not recognised' : 'Format not known yet';
}

/** /import/:importId: one import's live progress, its rows to review, then the way to what it filled. */
export function ImportDetails() {
  useDocumentTitle('Import');
  const { importId = '' } = useParams();
  const signedIn = useSignedInUserId() !== undefined;
  return (
    <PageColumn $narrow data-testid={TEST_ID}>
      {signedIn ? (
        <ImportOf importId={importId} />
      ) : (
        <SignInRequired message="Sign in to import your films from Letterboxd, IMDb, Trakt or TMDB." />
      )}
    </PageColumn>
  );
}

function ImportOf({ importId }: { importId: string }) {
  const query = useImport(importId);
  const summary = query.data;
  const finished = summary?.status === 'done' || summary?.status === 'needs_review';
  // Set by the upload when the server already had this very file.
  const sentBefore = (useLocation().state as { sentBefore?: boolean } | null)?.sentBefore === true;
  return (
    <>
      <div>
        <Link to={pageHref('import')}>← Import &amp; export</Link>
      </div>
      <Panel aria-labelledby="import-title">
        <Heading level={1} size="2xl" id="import-title">
          {summary ? `Import of ${summary.fileName}` : 'Import'}
        </Heading>
        {summary && (
          <Muted>
            {formatName(summary)}, sent {formatDate(summary.createdAt, 'dateTime')}
          </Muted>
        )}
        {sentBefore && summary && (
          <Alert tone="info">
            You sent this file before, on {formatDate(summary.createdAt)}: this is its import. Sending it
            again changed nothing.
          </Alert>
        )}
        {query.isPending && <Spinner label="Loading the import" />}
        {query.error && <Alert tone="error">{errorMessage(query.error, 'Failed to load the import')}</Alert>}
        {summary && <ImportProgress summary={summary} />}
      </Panel>
      {summary?.status === 'needs_review' && <ImportReview summary={summary} />}
      {(finished || summary?.status === 'failed') && (
        <Links aria-label="Next steps">
          {finished && (
            <>
              <Button as={Link} to={pageHref('diary')}>
                See your diary
              </Button>
              <Button as={Link} to={pageHref('watchlist')} $variant="secondary">
                See your watchlist
              </Button>
            </>
          )}
          <Button as={Link} to={pageHref('import')} $variant={finished ? 'ghost' : 'primary'}>
            {finished ? 'Import another file' : 'Try another file'}
          </Button>
        </Links>
      )}
    </>
  );
}
