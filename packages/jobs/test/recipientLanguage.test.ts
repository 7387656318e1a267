import { renderDigest } from '../src/digest/digestEmail';
import { type DigestContent, type DigestRecipient } from '../src/digest/digestTypes';
import { renderEmail } from '../src/email/messages';
import { type RecipientLanguage } from '../src/messages';
import { notificationTexts } from '../src/notifications/texts';

const resetPassword = (language: RecipientLanguage) =>
  renderEmail({
    kind: 'reset-password',
    to: 'ann@example.com',
    name: 'Ann',
    language,
    url: 'https://marquee.test/reset-password?token=abc',
  });

describe('account emails', () => {
  test('an account with no language gets the English email, word for word', () => {
    const mail = resetPassword(null);
    expect(mail.subject).toBe('Reset your Marquee password');
    expect(mail.text).toBe(
      [
        'MARQUEE',
        '',
        'Hi Ann,',
        '',
        'Someone asked to reset the password of your Marquee account. Choose a new one here:',
        '',
        'Reset my password: https://marquee.test/reset-password?token=abc',
        '',
        'The link works once and expires in 1 hour. If you did not ask for this, ignore this email: your password stays as it is.',
      ].join('\n'),
    );
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
    expect(mail.html).toContain('Or paste this link into your browser:');
  });

  test('a German account gets it in German', () => {
    const mail = resetPassword('de');
    expect(mail.subject).toBe('Setze dein Marquee-Passwort zurück');
    expect(mail.text).toContain('Hallo Ann,');
    expect(mail.text).toContain('Passwort zurücksetzen: https://marquee.test/reset-password?token=abc');
    expect(mail.html).toContain('<html lang="de" dir="ltr">');
    expect(mail.html).toContain('Oder füge diesen Link in deinen Browser ein:');
  });

  test('an Arabic account gets it right to left, the link kept left to right', () => {
    const mail = resetPassword('ar');
    expect(mail.subject).toBe('أعد تعيين كلمة مرورك في Marquee');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toMatch(/<a href="https:\/\/marquee\.test\/reset-password\?token=abc" dir="ltr"/);
  });
});

describe('the weekly digest', () => {
  const recipient = (language: RecipientLanguage): DigestRecipient => ({
    id: 'u1',
    name: 'Rita',
    email: 'rita@example.com',
    language,
    unsubscribeToken: 'token',
    week: '2026-W48',
    localDate: '2026-11-28',
  });
  const content = (counts: { logged: number; reviewed: number; listed: number }): DigestContent => ({
    releases: [
      { movieId: 1, title: 'Dune: Part Three', releaseDate: '2026-11-27' },
      { movieId: 2, title: 'Paddington 4', releaseDate: '2026-11-30' },
    ],
    activity: [{ name: 'Cal', handle: 'cal', ...counts }],
  });

  test('in English as docs/product.md gives it', () => {
    const mail = renderDigest(
      recipient(null),
      content({ logged: 3, reviewed: 1, listed: 2 }),
      'https://m.test',
    );
    expect(mail.subject).toBe('Your week on Marquee');
    expect(mail.text).toContain('Hi Rita, here is your week on Marquee');
    expect(mail.text).toContain('- Dune: Part Three: out Fri 27 Nov');
    expect(mail.text).toContain('- Paddington 4: comes out Mon 30 Nov');
    expect(mail.text).toContain('- Cal logged 3 films, wrote 1 review, updated 2 lists');
    expect(mail.text).toContain(
      'Unsubscribe from the weekly digest: https://m.test/api/email/unsubscribe?token=token',
    );
  });

  test('in German, dates and counts the German way, one and many', () => {
    const mail = renderDigest(
      recipient('de'),
      content({ logged: 1, reviewed: 2, listed: 0 }),
      'https://m.test',
    );
    expect(mail.subject).toBe('Deine Woche auf Marquee');
    expect(mail.text).toContain('- Dune: Part Three: erschienen am Fr., 27. Nov.');
    expect(mail.text).toContain('- Cal: 1 Film eingetragen und 2 Kritiken geschrieben');
    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<https://m.test/api/email/unsubscribe?token=token>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  test('in Arabic, right to left, with the plural form each count takes', () => {
    const line = (counts: { logged: number; reviewed: number; listed: number }) =>
      renderDigest(recipient('ar'), content(counts), 'https://m.test')
        .text.split('\n')
        .find((text) => text.startsWith('- Cal'));
    expect(line({ logged: 1, reviewed: 2, listed: 3 })).toBe(
      '- Cal: سجّل فيلمًا واحدًا وكتب مراجعتين وحدّث 3 قوائم',
    );
    expect(line({ logged: 11, reviewed: 0, listed: 100 })).toBe('- Cal: سجّل 11 فيلمًا وحدّث 100 قائمة');
    const mail = renderDigest(
      recipient('ar'),
      content({ logged: 1, reviewed: 0, listed: 0 }),
      'https://m.test',
    );
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain('padding-right:20px');
  });
});

describe('notification texts', () => {
  test('are written in the recipient’s language, the English ones unchanged', () => {
    expect(notificationTexts(null).releasedLate('Alien', '2026-11-27')).toEqual({
      title: 'Alien is out',
      body: 'The film you asked to be reminded of was released on 27 November.',
    });
    expect(notificationTexts('de').releasedLate('Alien', '2026-11-27')).toEqual({
      title: 'Alien ist erschienen',
      body: 'Der Film, an den du erinnert werden wolltest, ist am 27. November erschienen.',
    });
    expect(notificationTexts('es').reviewLiked('Alien', 'Cal').title).toBe('A Cal le ha gustado tu reseña');
    expect(notificationTexts('ar').importFinished('failed').title).toBe('فشلت عملية الاستيراد');
  });
});
