import { counted, said } from '../../src/messages/message';
import { say } from '../../src/messages/say';
import { waitFor } from '../../src/messages/waitFor';

describe('a message said in a language', () => {
  const notFound = said('Route {{method}} {{url}} not found', { method: 'GET', url: '/api/{{method}}' });

  test('in English, its own text with its values, which are not read again', () => {
    expect(say(notFound, 'en')).toBe('Route GET /api/{{method}} not found');
    expect(say('User not found', 'en')).toBe('User not found');
  });

  test("in another language, the catalogue's text with the same values", () => {
    expect(say(notFound, 'de')).toBe('Route GET /api/{{method}} nicht gefunden');
    expect(say('User not found', 'es')).toBe('No se encontró el usuario');
  });

  test('a text no catalogue has stays English', () => {
    expect(say('Something only a developer sees', 'ar')).toBe('Something only a developer sees');
    expect(say(said('{{count}} ghosts', { count: 3 }), 'de')).toBe('3 ghosts');
  });

  test('a message in a message is said in the same language: a wait, in the plural form its count takes', () => {
    const tooMany = (seconds: number) =>
      said('Too many attempts. Please try again in {{wait}}.', { wait: waitFor(seconds) });
    expect(say(tooMany(1), 'en')).toBe('Too many attempts. Please try again in 1 second.');
    expect(say(tooMany(840), 'en')).toBe('Too many attempts. Please try again in 14 minutes.');
    expect(say(tooMany(1), 'es')).toBe('Demasiados intentos. Vuelve a intentarlo dentro de 1 segundo.');
    expect(say(tooMany(120), 'ar')).toBe('محاولات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد دقيقتين.');
    expect(say(tooMany(5), 'ar')).toBe('محاولات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد 5 ثوانٍ.');
    expect(say(tooMany(45), 'de')).toBe('Zu viele Versuche. Bitte versuche es in 45 Sekunden erneut.');
  });

  test("English's one form is its own; a count written as a number takes each language's digits", () => {
    const items = (count: number) =>
      counted(
        count,
        '{{field}} must have at least {{count}} item.',
        '{{field}} must have at least {{count}} items.',
        {
          field: said('Preferences'),
        },
      );
    expect(say(items(1), 'en')).toBe('Preferences must have at least 1 item.');
    expect(say(items(2), 'en')).toBe('Preferences must have at least 2 items.');
    expect(say(items(2), 'de')).toBe('Das Feld „Einstellungen“ muss mindestens 2 Einträge enthalten.');
    const full = said('This list already holds {{count, number}} films, the most a list can hold', {
      count: 5000,
    });
    expect(say(full, 'en')).toBe('This list already holds 5,000 films, the most a list can hold');
    expect(say(full, 'de')).toBe('Diese Liste enthält bereits 5.000 Filme, mehr passen in keine Liste');
  });
});
