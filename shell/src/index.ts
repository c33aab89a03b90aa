// Async boundary: Module Federation negotiates shared modules (react, web-core, ...) before any
// app code runs, so everything lives behind this dynamic import.
import('./bootstrap');
