export * from './downloads-repo.js';
export * from './render-download.js';
