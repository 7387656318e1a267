// Rendering waits behind a dynamic import so shared modules (react, jotai, ...) are resolved through
// Module Federation before the first component module is evaluated.
import('./bootstrap');
