/**
 * The page's last script, inline after its content: it runs the app's entry (fetched from <head> by a
 * preload at high priority, `data-app-entry`) once the browser has shown what the server sent: its first
 * contentful paint, or its first paint when the server sent no first screen. A deferred entry script runs
 * as soon as the page is parsed, often before the first paint: a visitor whose scripts are cached then
 * waits for the app's start-up to see a first screen that was already there, and a lab measure counts the
 * scripts' download in that paint. Where no paint is reported (an older browser, a page painting nothing
 * contentful) it starts a frame and 100 ms later; a hidden tab, which paints nothing, starts at once.
 * The API allows exactly this script by its hash in the Content-Security-Policy
 * (api/src/plugins/security.ts), so its text must be served as it is here.
 */
const APP_ENTRY_ATTRIBUTE = 'data-app-entry';

// Written as terser writes it, as the theme script is (__tests__/startAfterFirstPaint.test.js minifies it).
const startScript =
  '!function(){var e=!1;function t(){if(!e){e=!0;var t=document.createElement("script");' +
  `t.src=document.querySelector("link[${APP_ENTRY_ATTRIBUTE}]").href,document.head.appendChild(t)}}` +
  'if(document.hidden)return t();var n=document.getElementById("root"),' +
  'r=n&&n.firstChild?"first-contentful-paint":"first-paint";' +
  'try{new PerformanceObserver(function(e){e.getEntries().forEach(function(e){e.name===r&&t()})})' +
  '.observe({type:"paint",buffered:!0})}catch(e){}' +
  'requestAnimationFrame(function(){setTimeout(t,100)})}();';

module.exports = { APP_ENTRY_ATTRIBUTE, startScript };
