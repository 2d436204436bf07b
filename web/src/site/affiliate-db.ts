import { indexedDbError } from './indexed-db-error';

const DB_NAME = 'tandem-site';
const STORE = 'affiliate';
const KEY = 'current';

function request<T>(make: () => IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    let req: IDBRequest<T>;
    try {
      req = make();
    } catch (error) {
      reject(indexedDbError(error));
      return;
    }
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(indexedDbError(req.error));
  });
}

function open(): Promise<IDBDatabase> {
  if (typeof indexedDB === 'undefined') return Promise.reject(indexedDbError(undefined));
  return new Promise((resolve, reject) => {
    let req: IDBOpenDBRequest;
    try {
      req = indexedDB.open(DB_NAME, 1);
    } catch (error) {
      reject(indexedDbError(error));
      return;
    }
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(indexedDbError(req.error));
    req.onblocked = () => reject(indexedDbError(undefined));
  });
}

/** Writes a value under the affiliate store's one key (IndexedDB `tandem-site`, store `affiliate`). */
export async function putInIndexedDb(value: unknown): Promise<void> {
  const db = await open();
  try {
    await request(() => db.transaction(STORE, 'readwrite').objectStore(STORE).put(value, KEY));
  } finally {
    db.close();
  }
}

export async function getFromIndexedDb(): Promise<unknown> {
  const db = await open();
  try {
    return await request(() => db.transaction(STORE, 'readonly').objectStore(STORE).get(KEY));
  } finally {
    db.close();
  }
}
