import { appWithActions } from '@tandem/catalog/sdk';
import { merchantAccountStatusesGet } from './actions/account-statuses-get.js';
import { merchantAccountsGetAll } from './actions/accounts-get-all.js';
import { merchantPriceCompetitiveness } from './actions/price-competitiveness-report.js';
import { merchantPriceInsights } from './actions/price-insights-report.js';
import { merchantProductStatusesGetAll } from './actions/product-statuses-get-all.js';
import { merchantProductsGetAll } from './actions/products-get-all.js';
import { merchantUpdateProduct } from './actions/products-update.js';
import { googleMerchantCenter } from './app.js';

export * from './app.js';
export * from './merchant-schemas.js';
export * from './actions/accounts-get-all.js';
export * from './actions/account-statuses-get.js';
export * from './actions/products-get-all.js';
export * from './actions/product-statuses-get-all.js';
export * from './price-reports.js';
export * from './actions/price-competitiveness-report.js';
export * from './actions/price-insights-report.js';
export * from './actions/products-update.js';

export const googleMerchantCenterApp = appWithActions(googleMerchantCenter, [
  merchantAccountsGetAll,
  merchantAccountStatusesGet,
  merchantProductsGetAll,
  merchantProductStatusesGetAll,
  merchantPriceCompetitiveness,
  merchantPriceInsights,
  merchantUpdateProduct,
]);
