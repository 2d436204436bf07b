import { z } from 'zod';
import { defineAction } from '@tandem/catalog/sdk';
import { googleMerchantCenter } from '../app.js';
import { listProducts, productIdOf, ProductsLimit } from '../merchant-products.js';
import { accountOf, MerchantAccountId } from '../merchant-schemas.js';

/** A product's status: per destination the countries where it is approved, pending or disapproved. */
export const MerchantProductStatus = z.object({
  productId: z.string(),
  title: z.string().optional(),
  link: z.string().optional(),
  destinationStatuses: z.array(
    z.object({ destination: z.string(), approvedCountries: z.array(z.string()), pendingCountries: z.array(z.string()), disapprovedCountries: z.array(z.string()) }),
  ),
  creationDate: z.string().optional(),
  lastUpdateDate: z.string().optional(),
  googleExpirationDate: z.string().optional(),
  itemLevelIssues: z.array(z.record(z.string(), z.unknown())),
});
export type MerchantProductStatus = z.infer<typeof MerchantProductStatus>;

export const merchantProductStatusesGetAll = defineAction({
  app: googleMerchantCenter,
  id: 'productStatuses.getAll',
  displayName: 'Get product statuses',
  description: 'Per product: where it is approved, pending or disapproved, and its issues.',
  categories: ['Feeds'],
  mutates: false,
  input: z.object({
    accountId: MerchantAccountId,
    /** Only products disapproved in at least one country. */
    onlyDisapproved: z.boolean().default(false),
    limit: ProductsLimit,
  }),
  output: z.object({ productStatuses: z.array(MerchantProductStatus) }),
  async run({ input, config, http }) {
    const products = await listProducts(http, accountOf(input.accountId, config), input.limit);
    const statuses = products.map((p) => ({
      productId: productIdOf(p),
      title: p.productAttributes?.title,
      link: p.productAttributes?.link,
      destinationStatuses: (p.productStatus?.destinationStatuses ?? []).map((d) => ({
        destination: d.reportingContext ?? 'REPORTING_CONTEXT_ENUM_UNSPECIFIED',
        approvedCountries: d.approvedCountries ?? [],
        pendingCountries: d.pendingCountries ?? [],
        disapprovedCountries: d.disapprovedCountries ?? [],
      })),
      creationDate: p.productStatus?.creationDate,
      lastUpdateDate: p.productStatus?.lastUpdateDate,
      googleExpirationDate: p.productStatus?.googleExpirationDate,
      itemLevelIssues: p.productStatus?.itemLevelIssues ?? [],
    }));
    return { productStatuses: input.onlyDisapproved ? statuses.filter((s) => s.destinationStatuses.some((d) => d.disapprovedCountries.length > 0)) : statuses };
  },
});
