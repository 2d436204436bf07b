import { getFromIndexedDb, putInIndexedDb } from './affiliate-db';

/**
 * The affiliate code of a visit and when it was stored. Checked by hand rather than
 * with zod, so that the site's phone-sized bundle does not carry a schema library for two fields.
 */
export type StoredAffiliate = { code: string; storedAt: string };

const CODE = /^[\w.-]{1,64}$/;

function isStoredAffiliate(value: unknown): value is StoredAffiliate {
  if (typeof value !== 'object' || value === null) return false;
  const { code, storedAt } = value as Record<string, unknown>;
  return typeof code === 'string' && CODE.test(code) && typeof storedAt === 'string' && !Number.isNaN(Date.parse(storedAt));
}

const STORAGE_KEY = 'tandem.affiliate';

/** The `?affiliate=` code of a query string when it is a plausible code (letters, digits, `_`, `.`, `-`). */
export function affiliateFromSearch(search: string): string | null {
  const code = new URLSearchParams(search).get('affiliate');
  return code !== null && CODE.test(code) ? code : null;
}

/** A link with `affiliate=<code>` added (or replaced); other links' query and hash are kept. */
export function withAffiliate(href: string, code: string | null): string {
  if (!code) return href;
  const hashAt = href.indexOf('#');
  const hash = hashAt >= 0 ? href.slice(hashAt) : '';
  const base = hashAt >= 0 ? href.slice(0, hashAt) : href;
  const queryAt = base.indexOf('?');
  const path = queryAt >= 0 ? base.slice(0, queryAt) : base;
  const params = new URLSearchParams(queryAt >= 0 ? base.slice(queryAt + 1) : '');
  params.set('affiliate', code);
  return `${path}?${params.toString()}${hash}`;
}

function parse(raw: unknown): StoredAffiliate | null {
  try {
    const value: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
    return isStoredAffiliate(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the code with the date in all three browser stores: session and local storage at once, the
 * IndexedDB store after. Storage failures are logged, never thrown at the page.
 */
export async function storeAffiliate(code: string, now = new Date()): Promise<StoredAffiliate> {
  const stored: StoredAffiliate = { code, storedAt: now.toISOString() };
  for (const storage of [globalThis.localStorage, globalThis.sessionStorage]) {
    try {
      storage?.setItem(STORAGE_KEY, JSON.stringify(stored));
    } catch (error) {
      console.error(error);
    }
  }
  await putInIndexedDb(stored).catch((error: unknown) => console.error(error));
  return stored;
}

/** The stored code: session storage, then local storage, then the IndexedDB store. */
export async function loadAffiliate(): Promise<StoredAffiliate | null> {
  for (const storage of [globalThis.sessionStorage, globalThis.localStorage]) {
    try {
      const found = parse(storage?.getItem(STORAGE_KEY));
      if (found) return found;
    } catch (error) {
      console.error(error);
    }
  }
  return parse(await getFromIndexedDb().catch((error: unknown) => console.error(error)));
}

/** The visit's affiliate code: a new `?affiliate=` is stored, else the stored one is read. */
export async function currentAffiliate(search: string): Promise<string | null> {
  const fromUrl = affiliateFromSearch(search);
  if (fromUrl) return (await storeAffiliate(fromUrl)).code;
  return (await loadAffiliate())?.code ?? null;
}
