import { pageLanguage, withLanguage } from '../../src/frontends/pageLanguage';

describe("a served page's language", () => {
  test('is the chosen one (its cookie), else the first spoken one the browser accepts, else English', () => {
    expect(pageLanguage({ cookie: 'a=1; marquee-language=de', 'accept-language': 'es' })).toBe('de');
    expect(
      pageLanguage({ cookie: 'marquee-language=fr', 'accept-language': 'fr-CA, es-MX;q=0.8, de;q=0.9' }),
    ).toBe('de');
    expect(pageLanguage({ 'accept-language': 'ar-EG,en;q=0.5' })).toBe('ar');
    expect(pageLanguage({ 'accept-language': 'fr, es;q=0' })).toBe('en');
    expect(pageLanguage({})).toBe('en');
  });

  test("sets <html lang> and its direction, quoted or not, and keeps the tag's other attributes", () => {
    expect(withLanguage('<!doctype html><html lang="en"><head>', 'ar')).toBe(
      '<!doctype html><html lang="ar" dir="rtl"><head>',
    );
    expect(withLanguage('<html data-x=1 lang=en><head>', 'es')).toBe(
      '<html data-x=1 lang="es" dir="ltr"><head>',
    );
  });
});
