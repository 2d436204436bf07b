import { z } from 'zod';
import { defineAction, NonRetryableError } from '@tandem/catalog/sdk';
import { googleSheets } from '../app.js';
import { SheetRows } from '../sheets-schemas.js';
import { readRows, SheetsReadInput } from './rows-get.js';

export const SheetsFindRowsInput = SheetsReadInput.omit({ firstRowIsHeader: true }).extend({
  /** The header name of the column to look in. */
  column: z.string().min(1).describe('Column'),
  value: z.union([z.string(), z.number(), z.boolean()]).describe('Value'),
  match: z.enum(['exact', 'contains']).default('exact'),
  caseSensitive: z.boolean().default(false),
});
export type SheetsFindRowsInput = z.infer<typeof SheetsFindRowsInput>;

export const sheetsFindRows = defineAction({
  app: googleSheets,
  id: 'rows.find',
  displayName: 'Find rows',
  description: 'Finds the rows whose cell in a column equals (or contains) a value; the first row names the columns.',
  categories: ['Reporting'],
  mutates: false,
  input: SheetsFindRowsInput,
  output: SheetRows,
  async run({ input, http }) {
    const table = await readRows(http, { ...input, firstRowIsHeader: true });
    if (!table.headers.includes(input.column)) throw new NonRetryableError(`The header row of sheet "${input.sheetTitle}" has no column "${input.column}"`);
    const norm = (v: unknown) => (input.caseSensitive ? String(v) : String(v).toLowerCase());
    const wanted = norm(input.value);
    const hit = (cell: unknown) => (input.match === 'exact' ? norm(cell) === wanted : norm(cell).includes(wanted));
    return { ...table, rows: table.rows.filter((row) => hit(row.values[input.column] ?? '')) };
  },
});
