import { NonRetryableError } from '@tandem/catalog/sdk';
import { SEARCH_CONSOLE_PROPERTY_MESSAGE, SearchConsoleProperty } from './app.js';

/** The step's property, else the connection's; without either the seed's message. */
export function resolveProperty(input: string | undefined, config: { property?: string | undefined }): string {
  const property = input ?? config.property;
  if (property === undefined) throw new NonRetryableError(SEARCH_CONSOLE_PROPERTY_MESSAGE);
  return property;
}

/** The property as a path segment (`sc-domain%3Aexample.com`, `https%3A%2F%2Fwww.example.com%2F`). */
export const sitePath = (property: string): string => `/webmasters/v3/sites/${encodeURIComponent(property)}`;

/** The optional property input of every action (the connection's property when absent). */
export const PropertyInput = SearchConsoleProperty.optional().describe('Property');
