import { defineMessages } from '../defineMessages';
import { i18n } from '../i18n';
import { switchLanguage } from '../language';
import { rememberingTexts } from '../rememberedTexts';

defineMessages(
  'remembered',
  { hello: 'Hello', films_one: 'One film', films_other: '{{count}} films' },
  async (language) => ({
    hello: { es: 'Hola', de: 'Hallo', ar: 'مرحبا', en: 'Hello' }[language],
    films_one: 'Ein Film',
    films_other: '{{count}} Filme',
  }),
);

type Texts = (key: string, values?: Record<string, string | number>) => string;
const remembered = (instance = i18n) =>
  rememberingTexts(instance, 'remembered', instance.getFixedT(null, 'remembered') as unknown as Texts);

afterEach(() => switchLanguage('en'));

test('each set of values has its own text', () => {
  const t = remembered();
  expect(t('films', { count: 1 })).toBe('One film');
  expect(t('films', { count: 3 })).toBe('3 films');
  expect(t('films', { count: 1 })).toBe('One film');
});

test('a language switch and newly added messages are seen at once', async () => {
  const t = remembered();
  expect(t('hello')).toBe('Hello');
  await switchLanguage('de');
  expect(t('hello')).toBe('Hallo');
  i18n.addResourceBundle('de', 'remembered', { hello: 'Guten Tag' }, true, true);
  expect(t('hello')).toBe('Guten Tag');
});

test("a server render's clone in another language gets its language's text, the browser's keeps its own", async () => {
  const browser = remembered();
  expect(browser('hello')).toBe('Hello');
  const request = i18n.cloneInstance({ lng: 'es' });
  await request.changeLanguage('es');
  await request.loadNamespaces('remembered');
  expect(remembered(request)('hello')).toBe('Hola');
  expect(browser('hello')).toBe('Hello');
});
