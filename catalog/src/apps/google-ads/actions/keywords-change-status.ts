import { statusAction } from '../mutations/status-and-removal.js';

export const keywordsChangeStatus = statusAction('keywords.changeStatus');
