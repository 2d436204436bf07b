import { keywordsAdd } from '../mutations/ad-group-mutations.js';

export const keywordsAddV2 = keywordsAdd('keywords.addV2');
