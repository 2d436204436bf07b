import { removeAction } from '../mutations/status-and-removal.js';

export const keywordsRemove = removeAction('keywords.remove');
