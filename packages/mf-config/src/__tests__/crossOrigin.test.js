/** @jest-environment jsdom */
const crossOriginPlugin = require('../runtimePlugins/crossOrigin');

test('scripts the federation runtime creates are CORS requests and keep their attributes', () => {
  const script = crossOriginPlugin().createScript({
    url: 'https://cdn.example/mfe-movie/remoteEntry.js',
    attrs: { async: true, fetchpriority: 'high' },
  });

  expect(script.src).toBe('https://cdn.example/mfe-movie/remoteEntry.js');
  expect(script.crossOrigin).toBe('anonymous');
  expect(script.async).toBe(true);
  expect(script.getAttribute('fetchpriority')).toBe('high');
});

test('preload links match the later CORS requests', () => {
  const link = crossOriginPlugin().createLink({
    url: 'https://cdn.example/mfe-movie/123.js',
    attrs: { rel: 'preload', as: 'script' },
  });

  expect(link.href).toBe('https://cdn.example/mfe-movie/123.js');
  expect(link.crossOrigin).toBe('anonymous');
  expect(link.rel).toBe('preload');
});
