import { useImport, useSignedInUserId } from '@marquee/client';
import type { ImportSummary } from '@marquee/contracts';
import { pageHref } from '@marquee/contracts/pages';
import { Link, useLocation, useParams } from '@marquee/router';
import { Alert, Button, formatDate, Heading, Panel, Spinner, useDocumentTitle, theme } from '@marquee/ui';
import styled from 'styled-components';
import { errorMessage } from '../../components/messages';
import { PageColumn } from '../../components/PageColumn';
import { type DiaryTranslate, useDiaryMessages } from '../../messages/diary';
import { SignInRequired } from '../watchlist/SignInRequired';
import { formatLabel } from './formatLabels';
import { ImportProgress } from './ImportProgress';
import { ImportReview } from './ImportReview';

const Muted = styled.p`
  color: ${theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Links = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;

// Back points the way the language reads: mirrored right to left.
const BackArrow = styled.span`
  display: inline-block;
  [dir='rtl'] & {
    transform: scaleX(-1);
  }
`;

const TEST_ID = 'page-mfe_account-ImportDetailsPage';

/** The detected format; until the file has been read there is none, and a failed file may never have one. */
function formatName({ format, status }: ImportSummary, t: DiaryTranslate): string {
  if (format) return formatLabel(format, t);
  return t(status === 'failed' ? 'format.notRecognised' : 'format.notKnownYet');
}

/** /import/:importId: one import's live progress, its rows to review, then the way to what it filled. */
export function ImportDetails() {
  const { t } = useDiaryMessages();
  useDocumentTitle(t('details.title'));
  const { importId = '' } = useParams();
  const signedIn = useSignedInUserId() !== undefined;
  return (
    <PageColumn $narrow data-testid={TEST_ID}>
      {signedIn ? <ImportOf importId={importId} /> : <SignInRequired message={t('details.signIn')} />}
    </PageColumn>
  );
}

function ImportOf({ importId }: { importId: string }) {
  const { t } = useDiaryMessages();
  const query = useImport(importId);
  const summary = query.data;
  const finished = summary?.status === 'done' || summary?.status === 'needs_review';
  // Set by the upload when the server already had this very file.
  const sentBefore = (useLocation().state as { sentBefore?: boolean } | null)?.sentBefore === true;
  return (
    <>
      <div>
        <Link to={pageHref('import')}>
          <BackArrow aria-hidden="true">←</BackArrow> {t('details.back')}
        </Link>
      </div>
      <Panel aria-labelledby="import-title">
        <Heading level={1} size="2xl" id="import-title">
          {summary ? t('details.titleOfFile', { fileName: summary.fileName }) : t('details.title')}
        </Heading>
        {summary && (
          <Muted>
            {t('details.sent', {
              format: formatName(summary, t),
              date: formatDate(summary.createdAt, 'dateTime'),
            })}
          </Muted>
        )}
        {sentBefore && summary && (
          <Alert tone="info">{t('details.sentBefore', { date: formatDate(summary.createdAt) })}</Alert>
        )}
        {query.isPending && <Spinner label={t('details.loading')} />}
        {query.error && <Alert tone="error">{errorMessage(query.error, t('details.failedToLoad'))}</Alert>}
        {summary && <ImportProgress summary={summary} />}
      </Panel>
      {summary?.status === 'needs_review' && <ImportReview summary={summary} />}
      {(finished || summary?.status === 'failed') && (
        <Links aria-label={t('details.nextSteps')}>
          {finished && (
            <>
              <Button as={Link} to={pageHref('diary')}>
                {t('details.seeDiary')}
              </Button>
              <Button as={Link} to={pageHref('watchlist')} $variant="secondary">
                {t('details.seeWatchlist')}
              </Button>
            </>
          )}
          <Button as={Link} to={pageHref('import')} $variant={finished ? 'ghost' : 'primary'}>
            {t(finished ? 'details.importAnother' : 'details.tryAnother')}
          </Button>
        </Links>
      )}
    </>
  );
}
