import { z } from 'zod';
import type { MoneyUnit } from '../api/versioned.js';
import { unitsToMicros } from '@tandem/catalog/sdk';

/** Where a target impression share aims. */
export const ImpressionShareLocation = z.enum(['ANYWHERE_ON_PAGE', 'TOP_OF_PAGE', 'ABSOLUTE_TOP_OF_PAGE']);

/** A money field of bidding: micros (integers, whole cents) in older actions, whole currency units in newer ones. */
const money = (unit: MoneyUnit) => (unit === 'micros' ? z.int().min(10_000).multipleOf(10_000, 'Amounts in micros are whole cents: a multiple of 10,000') : z.number().min(0.01));
const key = (unit: MoneyUnit, name: string) => (unit === 'micros' ? `${name}Micros` : name);

/** Target ROAS as a ratio of conversion value to cost: 2 means 200 %. */
const TargetRoas = z.number().gt(0).max(1000).describe('Target ROAS (2 = 200 %)');

/** A campaign's bidding strategy, money in `unit`. */
export function BiddingStrategy(unit: MoneyUnit) {
  const m = (name: string) => ({ [key(unit, name)]: money(unit) });
  const optional = (name: string) => ({ [key(unit, name)]: money(unit).optional() });
  return z.discriminatedUnion('type', [
    z.object({ type: z.literal('MANUAL_CPC') }),
    z.object({ type: z.literal('MAXIMIZE_CONVERSIONS'), ...optional('targetCpa') }),
    z.object({ type: z.literal('MAXIMIZE_CONVERSION_VALUE'), targetRoas: TargetRoas.optional() }),
    z.object({ type: z.literal('TARGET_IMPRESSION_SHARE'), location: ImpressionShareLocation, locationFractionPercent: z.number().gt(0).max(100).describe('Impression share (%)'), ...m('cpcBidCeiling') }),
    z.object({ type: z.literal('TARGET_SPEND'), ...optional('cpcBidCeiling') }),
    z.object({ type: z.literal('TARGET_CPA'), ...m('targetCpa') }),
    z.object({ type: z.literal('TARGET_ROAS'), targetRoas: TargetRoas }),
  ]);
}
export type BiddingStrategyInput = { type: string } & Record<string, unknown>;

/** The campaign field (bidding scheme) of a strategy, money in micros as int64 strings. */
export function biddingScheme(strategy: BiddingStrategyInput, unit: MoneyUnit): Record<string, Record<string, unknown>> {
  const micros = (name: string): string | undefined => {
    const value = strategy[key(unit, name)];
    return typeof value !== 'number' ? undefined : String(unit === 'micros' ? value : unitsToMicros(value, 2));
  };
  const defined = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
  switch (strategy.type) {
    case 'MANUAL_CPC':
      return { manualCpc: { enhancedCpcEnabled: false } };
    case 'MAXIMIZE_CONVERSIONS':
      return { maximizeConversions: defined({ targetCpaMicros: micros('targetCpa') }) };
    case 'MAXIMIZE_CONVERSION_VALUE':
      return { maximizeConversionValue: defined({ targetRoas: strategy.targetRoas }) };
    case 'TARGET_IMPRESSION_SHARE':
      return { targetImpressionShare: { location: strategy.location, locationFractionMicros: String(Math.round(Number(strategy.locationFractionPercent) * 10_000)), cpcBidCeilingMicros: micros('cpcBidCeiling') } };
    case 'TARGET_SPEND':
      return { targetSpend: defined({ cpcBidCeilingMicros: micros('cpcBidCeiling') }) };
    case 'TARGET_CPA':
      return { targetCpa: { targetCpaMicros: micros('targetCpa') } };
    default:
      return { targetRoas: { targetRoas: strategy.targetRoas } };
  }
}

/** The update mask (camelCase field paths) of the fields an object sets; an empty object names itself. */
export function maskOf(value: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(value).flatMap(([field, inner]) => {
    const path = prefix ? `${prefix}.${field}` : field;
    return inner !== null && typeof inner === 'object' && !Array.isArray(inner) && Object.keys(inner).length > 0 ? maskOf(inner as Record<string, unknown>, path) : [path];
  });
}
