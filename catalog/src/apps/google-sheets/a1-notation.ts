/** Column letters of a 0-based index: 0 → A, 25 → Z, 26 → AA. */
export function columnLetter(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** The 0-based index of column letters: A → 0, AA → 26. */
export function columnIndex(letters: string): number {
  return [...letters.toUpperCase()].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0) - 1;
}

/** A sheet title as A1 notation needs it: in single quotes, inner quotes doubled. */
export const quoteSheet = (title: string): string => `'${title.replaceAll("'", "''")}'`;

/** `'Sheet'` or `'Sheet'!A1:C`. */
export const sheetRange = (title: string, cells?: string): string => (cells ? `${quoteSheet(title)}!${cells}` : quoteSheet(title));

/** The cells part of A1 notation: `A1:C10`, `A:C`, `2:100`, `B2`. */
export const A1_CELLS = /^[A-Za-z]{0,3}\d*(:[A-Za-z]{0,3}\d*)?$/;
