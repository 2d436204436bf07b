export * from './load-all-pages.js';
export * from './paginate-page-number.js';
export * from './paginate-cursor.js';
export * from './paginate-graphql.js';
export * from './link-header.js';
export * from './paginate-link-header.js';
