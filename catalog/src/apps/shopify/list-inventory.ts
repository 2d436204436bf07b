import { shopify } from './app.js';

export const inventoryList = { app: shopify, categories: ['Ecommerce'], mutates: false } as const;
