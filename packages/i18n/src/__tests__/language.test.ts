import { defineMessages } from '../defineMessages';
import { i18n } from '../i18n';
import { currentLanguage, readRenderLanguageFrom, resolveLanguage, switchLanguage } from '../language';

const loads: string[] = [];
defineMessages('greetings', { hello: 'Hello' }, async (language) => {
  loads.push(language);
  return { hello: { es: 'Hola', de: 'Hallo', ar: 'مرحبا', en: 'Hello' }[language] };
});

afterEach(async () => {
  await switchLanguage('en');
  localStorage.clear();
});

const languages = (list: string[]) => jest.spyOn(navigator, 'languages', 'get').mockReturnValue(list);

test('the account decides, then the choice kept in this browser, then the browser, then English', async () => {
  languages(['fr-FR', 'de-AT', 'es']);
  expect(resolveLanguage()).toBe('de');
  expect(resolveLanguage('ar')).toBe('ar');
  await switchLanguage('es', { remember: true });
  expect(resolveLanguage()).toBe('es');
  expect(resolveLanguage('de')).toBe('de');
  localStorage.clear();
  languages(['fr', 'it']);
  expect(resolveLanguage()).toBe('en');
});

test('English needs no load; another language loads once, when chosen', async () => {
  loads.length = 0;
  expect(i18n.getFixedT('en', 'greetings')('hello')).toBe('Hello');
  expect(loads).toEqual([]);
  await switchLanguage('de');
  expect(i18n.t('hello', { ns: 'greetings' })).toBe('Hallo');
  await switchLanguage('en');
  await switchLanguage('de');
  expect(loads).toEqual(['de']);
});

test("a server render's clone has its own language and shares the loaded messages", async () => {
  const request = i18n.cloneInstance({ lng: 'es' });
  await request.changeLanguage('es');
  await request.loadNamespaces('greetings');
  expect(request.t('hello', { ns: 'greetings' })).toBe('Hola');
  expect(i18n.resolvedLanguage).toBe('en');
  expect(i18n.t('hello', { ns: 'greetings' })).toBe('Hello');
  expect(i18n.hasResourceBundle('es', 'greetings')).toBe(true);
});

test('on the server, formatting follows the language of the page being rendered', () => {
  let rendering: 'ar' | undefined = 'ar';
  readRenderLanguageFrom(() => rendering);
  expect(currentLanguage()).toBe('ar');
  rendering = undefined;
  expect(currentLanguage()).toBe('en');
});

test('a namespace defined while another language is shown loads in it at once', async () => {
  await switchLanguage('ar');
  const asked: string[] = [];
  defineMessages('late', { bye: 'Goodbye' }, async (language) => {
    asked.push(language);
    return { bye: 'مع السلامة' };
  });
  expect(asked).toEqual(['ar']);
  await i18n.loadNamespaces('late');
  expect(asked).toEqual(['ar']);
  expect(i18n.t('bye', { ns: 'late' })).toBe('مع السلامة');
});

test('<html lang> and dir are written when the language changes, and left alone when it does not', async () => {
  await switchLanguage('ar');
  expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['ar', 'rtl']);
  const written: (string | null)[] = [];
  const writes = new MutationObserver((records) =>
    written.push(...records.map((record) => record.attributeName)),
  );
  writes.observe(document.documentElement, { attributes: true, attributeFilter: ['lang', 'dir'] });
  // The app starts in the language the server rendered: setting it again would restyle the whole page.
  await switchLanguage('ar');
  await switchLanguage('de');
  written.push(...writes.takeRecords().map((record) => record.attributeName));
  writes.disconnect();
  expect(written).toEqual(['lang', 'dir']);
});
