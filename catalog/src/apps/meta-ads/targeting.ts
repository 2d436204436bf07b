import { z } from 'zod';

/**
 * Targeting constants of the Marketing API an ad set can use beyond countries and ages. Meta numbers
 * relationship and education statuses; 5, 7 and 8 are not offered as relationship statuses.
 */
export const relationshipStatuses = {
  1: 'single', 2: 'in a relationship', 3: 'married', 4: 'engaged', 6: 'not specified', 9: 'in an open relationship',
  10: "it's complicated", 11: 'separated', 12: 'divorced', 13: 'widowed',
} as const;

export const educationStatuses = {
  1: 'high school', 2: 'undergraduate', 3: 'alumni', 4: 'high school graduate', 5: 'some college', 6: 'associate degree', 7: 'in graduate school',
  8: 'some graduate school', 9: "master's degree", 10: 'professional degree', 11: 'doctorate', 12: 'unspecified', 13: 'some high school',
} as const;

/** Groups of countries `geo_locations.country_groups` takes. */
export const countryGroups = [
  'worldwide', 'africa', 'asia', 'caribbean', 'central_america', 'europe', 'middle_east', 'north_america', 'oceania', 'south_america',
  'eea', 'gcc', 'latam', 'mercosur', 'nafta', 'asean', 'apec', 'afcfta', 'emerging_markets',
] as const;

const codeOf = (table: Record<number, string>, what: string) =>
  z.int().refine((code) => code in table, { error: `Choose ${what} by its code: ${Object.entries(table).map(([c, n]) => `${c} (${n})`).join(', ')}` });

export const RelationshipStatus = codeOf(relationshipStatuses, 'a relationship status');
export const EducationStatus = codeOf(educationStatuses, 'an education status');
export const CountryGroup = z.enum(countryGroups, { error: `Choose a country group: ${countryGroups.join(', ')}` });
