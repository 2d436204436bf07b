export * from './schedule-spec.js';
