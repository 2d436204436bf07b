import { keywordsAdd } from '../mutations/ad-group-mutations.js';

export const keywordsAddMicros = keywordsAdd('keywords.add');
