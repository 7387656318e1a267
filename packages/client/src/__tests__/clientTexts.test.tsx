import { switchLanguage } from '@marquee/i18n';
import { act, render, screen } from '@testing-library/react';
import { useClientMessages } from '../messages';
import { offlineTexts } from '../offline/offlineTexts';

afterEach(() => switchLanguage('en'));

test('the offline texts say the count in the plural form each language needs', async () => {
  expect([offlineTexts.waiting(1), offlineTexts.waiting(3)]).toEqual([
    '1 change waiting to be sent.',
    '3 changes waiting to be sent.',
  ]);
  await switchLanguage('de');
  expect([offlineTexts.waiting(1), offlineTexts.waiting(1200)]).toEqual([
    '1 Änderung wartet darauf, gesendet zu werden.',
    '1.200 Änderungen warten darauf, gesendet zu werden.',
  ]);
  await switchLanguage('ar');
  expect([offlineTexts.waiting(1), offlineTexts.waiting(2)]).toEqual([
    'تغيير واحد بانتظار الإرسال.',
    'تغييران بانتظار الإرسال.',
  ]);
  expect(offlineTexts.waiting(5)).toMatch(/ تغييرات بانتظار الإرسال\.$/);
  expect(offlineTexts.waiting(11)).toMatch(/ تغييرًا بانتظار الإرسال\.$/);
});

function OfflineNotice({ waiting }: { waiting: number }) {
  const { t } = useClientMessages();
  return (
    <p role="status">
      {t('offline.notice')} {t('offline.waiting', { count: waiting })}
    </p>
  );
}

test('a component showing client texts renders again in the language chosen', async () => {
  render(<OfflineNotice waiting={2} />);
  expect(screen.getByRole('status')).toHaveTextContent(
    /^You are offline\..* 2 changes waiting to be sent\.$/,
  );
  await act(() => switchLanguage('es'));
  expect(screen.getByRole('status')).toHaveTextContent(
    /^Estás sin conexión\..* 2 cambios pendientes de enviar\.$/,
  );
});
