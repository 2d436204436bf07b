export * from './read-pages.js';
