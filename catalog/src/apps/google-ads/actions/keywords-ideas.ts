import { keywordIdeasAction } from '../planning/keyword-planning.js';

export const keywordIdeas = keywordIdeasAction('keywords.ideas');
