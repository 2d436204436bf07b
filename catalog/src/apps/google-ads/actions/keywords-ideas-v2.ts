import { keywordIdeasAction } from '../planning/keyword-planning.js';

export const keywordIdeasV2 = keywordIdeasAction('keywords.ideasV2');
