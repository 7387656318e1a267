import { useUploadImport } from '@marquee/client';
import { pageHref } from '@marquee/contracts/pages';
import { useNavigate } from '@marquee/router';
import { Alert, Section } from '@marquee/ui';
import { useState } from 'react';
import { errorMessage } from '../../components/messages';
import { useDiaryMessages } from '../../messages/diary';
import { FileDropZone } from './FileDropZone';
import { fileProblem } from './importLimits';

/** Takes a file, sends it, and opens its import, where its progress shows. */
export function UploadFile() {
  const { t } = useDiaryMessages();
  const navigate = useNavigate();
  const upload = useUploadImport();
  const [problem, setProblem] = useState('');

  function send(file: File) {
    const found = fileProblem(file, t);
    setProblem(found ?? '');
    if (found) return;
    upload.mutate(file, {
      onSuccess: ({ summary, sentBefore }) =>
        navigate(pageHref('importDetails', { importId: summary.id }), { state: { sentBefore } }),
    });
  }

  const error = problem || (upload.error ? errorMessage(upload.error, t('upload.failed')) : '');
  return (
    <Section title={t('upload.title')}>
      <FileDropZone onFile={send} disabled={upload.isPending} />
      {upload.isPending && <p role="status">{t('upload.sending', { name: upload.variables.name })}</p>}
      {error && <Alert tone="error">{error}</Alert>}
    </Section>
  );
}
