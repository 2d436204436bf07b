import { deprecatedUtilities, utilityIds, utilityJsonSchemas, utilitySpecs, type UtilityId } from '@tandem/catalog';
import type { JsonSchema } from '../../api/types';
import type { FieldLocale } from '@tandem/catalog/fields';
import { utilityWords } from './field-words';
import { fieldKind, fieldOf, type Field } from './schema-fields';

/** The utilities the editor offers: every utility of the catalogue but the deprecated ones (which stay readable). */
export const offeredUtilities = utilityIds.filter((id) => deprecatedUtilities[id] === undefined);

function withoutConst({ const: _value, ...schema }: JsonSchema): JsonSchema {
  return schema;
}

/**
 * The properties of an input schema, through the variants of a union (the notification's channels): a
 * property several variants fix to one value each (`const`) becomes the choice of those values.
 */
function inputProperties(schema: JsonSchema): Map<string, JsonSchema> {
  const properties = new Map(Object.entries(schema.properties ?? {}));
  for (const variant of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) {
    for (const [key, property] of inputProperties(variant)) {
      const known = properties.get(key);
      const values = [...(known?.enum ?? (known?.const !== undefined ? [known.const] : [])), ...(property.const !== undefined ? [property.const] : [])];
      if (known === undefined) properties.set(key, property);
      else if (values.length > 0) properties.set(key, { ...withoutConst(known), enum: [...new Set(values)] });
    }
  }
  return properties;
}

/**
 * The form fields of a utility, derived from the catalogue's zod schema of its input. Inputs evaluated
 * per list element (a filter's condition, a join's keys) are expressions, so they take any JSON.
 */
export function utilityFields(id: UtilityId, locale: FieldLocale = 'en'): Field[] {
  const known = built.get(`${id}:${locale}`);
  if (known) return known;
  const perItem = new Set(utilitySpecs[id].perItem);
  const words = utilityWords(id, locale);
  const fields = [...inputProperties(utilityJsonSchemas(id).input as JsonSchema)].map(([key, schema]): Field => {
    const field = fieldOf(key, schema, false, words, perItem.has(key) ? 'json' : fieldKind(schema));
    // Evaluated per list element: an expression over `item`, never a plain value typed in.
    return perItem.has(key) ? { ...field, control: 'json' } : field;
  });
  built.set(`${id}:${locale}`, fields);
  return fields;
}

/** Built once per utility and language: the schemas are module constants. */
const built = new Map<string, Field[]>();
