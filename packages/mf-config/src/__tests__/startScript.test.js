/**
 * @jest-environment jsdom
 */
const { startScript } = require('../startScript');

describe("the page's start script", () => {
  const frames = [];
  let reportPaint;
  beforeEach(() => {
    jest.useFakeTimers();
    frames.length = 0;
    reportPaint = undefined;
    window.requestAnimationFrame = (callback) => frames.push(callback);
    // The browser's paint timing, reported when the test says a paint happened.
    window.PerformanceObserver = class {
      constructor(callback) {
        reportPaint = (name) => callback({ getEntries: () => [{ name }] });
      }
      observe() {}
    };
    document.head.innerHTML = '<link rel="preload" as="script" href="/main.1a2b.js" data-app-entry>';
    document.body.innerHTML = '<div id="root"><h1>Films</h1></div>';
  });
  afterEach(() => jest.useRealTimers());

  const entryScript = () => document.head.querySelector('script');
  const run = () => new Function(startScript)();

  test("runs the entry once the server's first screen has been painted, not at the first paint", () => {
    run();
    expect(entryScript()).toBeNull();
    reportPaint('first-paint');
    expect(entryScript()).toBeNull();
    reportPaint('first-contentful-paint');
    expect(entryScript().src).toBe('http://localhost/main.1a2b.js');
    frames.forEach((frame) => frame());
    jest.runAllTimers();
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });

  test('with no first screen from the server, the first paint is enough', () => {
    document.body.innerHTML = '<div id="root"></div>';
    run();
    reportPaint('first-paint');
    expect(entryScript().src).toBe('http://localhost/main.1a2b.js');
  });

  test('where no paint is reported, runs it a frame and 100 ms later', () => {
    delete window.PerformanceObserver;
    run();
    frames.forEach((frame) => frame());
    jest.advanceTimersByTime(99);
    expect(entryScript()).toBeNull();
    jest.advanceTimersByTime(1);
    expect(entryScript().src).toBe('http://localhost/main.1a2b.js');
  });

  test('in a hidden tab, which paints nothing, runs it at once', () => {
    jest.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    run();
    expect(frames).toHaveLength(0);
    expect(entryScript().src).toBe('http://localhost/main.1a2b.js');
  });
});
