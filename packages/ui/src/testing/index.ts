// `@marquee/ui/testing`: rendering pages with the theme and a router, and a controllable
// IntersectionObserver, for the front ends' component tests.
export * from './renderPage';
export * from './intersectionObserver';
