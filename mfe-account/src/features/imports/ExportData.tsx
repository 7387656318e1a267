import { useDownloadExport, useExport, useStartExport } from '@marquee/client';
import { Alert, Button, formatDate, Heading, Panel, Stack, theme } from '@marquee/ui';
import { useEffect, useRef } from 'react';
import { useLocation } from '@marquee/router';
import styled from 'styled-components';
import { errorMessage } from '../../components/messages';
import { type DiaryTranslate, useDiaryMessages } from '../../messages/diary';

const Muted = styled.p`
  color: ${theme.colors.textMuted};
`;

/** 1.2 MB, 340 KB: the size of the ZIP to download. */
function byteSize(bytes: number, t: DiaryTranslate): string {
  if (bytes >= 1024 * 1024) return t('export.megabytes', { size: bytes / (1024 * 1024) });
  return t('export.kilobytes', { size: Math.max(1, Math.round(bytes / 1024)) });
}

/**
 * "Download my data": one ZIP with the diary, ratings, reviews, watchlist and lists, as Letterboxd's
 * import CSV and a complete JSON. A worker builds it; the button turns into Download when it is ready,
 * and an email says so too, for accounts large enough to leave the page meanwhile.
 */
export function ExportData() {
  const { t } = useDiaryMessages();
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
        {t('export.title')}
      </Heading>
      <Muted>{t('export.lead')}</Muted>
      {error && <Alert tone="error">{errorMessage(error, t('export.failed'))}</Alert>}
      {summary?.status === 'failed' && <Alert tone="error">{t('export.failed')}</Alert>}
      <div role="status">
        {building && (
          <Stack gap="xs">
            <strong>{t('export.building')}</strong>
            <Muted>{t('export.buildingNote')}</Muted>
          </Stack>
        )}
        {summary?.status === 'ready' && (
          <strong>
            {summary.byteSize === null
              ? t('export.ready')
              : t('export.readyOfSize', { size: byteSize(summary.byteSize, t) })}
          </strong>
        )}
      </div>
      <Stack direction="row" gap="sm" wrap align="center">
        {summary?.status === 'ready' ? (
          <>
            <Button onClick={() => download.mutate(summary.id)} disabled={download.isPending}>
              {t(download.isPending ? 'export.downloading' : 'export.download')}
            </Button>
            <Muted>{t('export.availableUntil', { date: formatDate(summary.expiresAt) })}</Muted>
          </>
        ) : (
          <Button onClick={() => start.mutate()} disabled={building}>
            {t('export.start')}
          </Button>
        )}
      </Stack>
    </Panel>
  );
}
