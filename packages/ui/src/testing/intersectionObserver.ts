/**
 * jsdom does no layout, so it has no IntersectionObserver. Tests install this one and say themselves
 * when an observed element comes into view (`scrollIntoViewOf`), as scrolling would in a browser.
 */
class TestIntersectionObserver {
  static instances = new Set<TestIntersectionObserver>();
  readonly targets = new Set<Element>();

  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    TestIntersectionObserver.instances.add(this);
  }

  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
    TestIntersectionObserver.instances.delete(this);
  }
  takeRecords() {
    return [];
  }

  report(target: Element, isIntersecting: boolean) {
    const entry = {
      target,
      isIntersecting,
      intersectionRatio: isIntersecting ? 1 : 0,
    } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

export function installIntersectionObserver() {
  Object.defineProperty(window, 'IntersectionObserver', {
    configurable: true,
    writable: true,
    value: TestIntersectionObserver,
  });
}

/** Tells every observer watching `target` that it is now in view (or out of it). */
export function setInView(target: Element, isIntersecting = true) {
  for (const observer of TestIntersectionObserver.instances) {
    if (observer.targets.has(target)) observer.report(target, isIntersecting);
  }
}

/** The options (rootMargin) the observers of `target` were created with. */
export function observerOptionsOf(target: Element): IntersectionObserverInit[] {
  return [...TestIntersectionObserver.instances]
    .filter((observer) => observer.targets.has(target))
    .map((observer) => observer.options);
}
