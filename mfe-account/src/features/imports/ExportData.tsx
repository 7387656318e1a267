import { useDownloadExport, useExport, useStartExport } from '@marquee/client';
import { Alert, Button, formatDate, Heading, Panel, Stack } from '@marquee/ui';
import { useEffect, useRef } from 'react';
import { useLocation } from '@marquee/router';
import styled from 'styled-components';
import { errorMessage } from '../../components/messages';

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** 1.2 MB, 340 KB: the size of the ZIP to download. */
function byteSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * "Download my data": one ZIP with the diary, ratings, reviews, watchlist and lists, as Letterboxd's
 * import CSV and a complete JSON. A worker builds it; the button turns into Download when it is ready,
 * and an email says so too, for accounts large enough to leave the page meanwhile.
 */
export function ExportData() {
  const start = useStartExport();
  const current = useExport(start.data?.id);
  const download = useDownloadExport();
  const summary = current.data ?? start.data;
  const building = start.isPending || summary?.status === 'queued' || summary?.status === 'building';
  const error = start.error ?? current.error ?? download.error;

  // /import#export (the profile's "Download my data") opens here.
  const panel = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === '#export') panel.current?.scrollIntoView();
  }, [hash]);

  return (
    <Panel ref={panel} id="export" aria-labelledby="export-title">
      <Heading level={2} size="xl" id="export-title">
        Export
      </Heading>
      <Muted>
        Download my data: one ZIP with your diary, ratings, reviews, watchlist and lists, as CSV files
        Letterboxd imports and a complete JSON file that Marquee imports back.
      </Muted>
      {error && <Alert tone="error">{errorMessage(error, 'The export failed. Please try again.')}</Alert>}
      {summary?.status === 'failed' && <Alert tone="error">The export failed. Please try again.</Alert>}
      <div role="status">
        {building && (
          <Stack gap="xs">
            <strong>Building your export…</strong>
            <Muted>For a big account this can take a few minutes: we will email you when it is ready.</Muted>
          </Stack>
        )}
        {summary?.status === 'ready' && (
          <strong>
            Your export is ready{summary.byteSize !== null ? ` (${byteSize(summary.byteSize)})` : ''}.
          </strong>
        )}
      </div>
      <Stack direction="row" gap="sm" wrap align="center">
        {summary?.status === 'ready' ? (
          <>
            <Button onClick={() => download.mutate(summary.id)} disabled={download.isPending}>
              {download.isPending ? 'Downloading…' : 'Download'}
            </Button>
            <Muted>Available until {formatDate(summary.expiresAt)}</Muted>
          </>
        ) : (
          <Button onClick={() => start.mutate()} disabled={building}>
            Download my data
          </Button>
        )}
      </Stack>
    </Panel>
  );
}
