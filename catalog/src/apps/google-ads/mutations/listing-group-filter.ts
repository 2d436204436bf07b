import { z } from 'zod';
import { AdsResourceName } from '../api/resource-names.js';

export const ListingFilterType = z.enum(['UNIT_INCLUDED', 'UNIT_EXCLUDED']);

export const ListingFilter = AdsResourceName('assetGroupListingGroupFilters', 2, 'Listing group filter');
