import { type HttpClient, readPages } from '@tandem/catalog/sdk';

/** A JSON:API resource object as Klaviyo sends it. */
export interface Resource<A = Record<string, unknown>> {
  type: string;
  id: string;
  attributes: A;
}

/** A JSON:API document: one resource or a page of them, with the next page's link. */
export interface Document<T> {
  data: T;
  links?: { self?: string; next?: string | null; prev?: string | null };
}

/** Writes carry the JSON:API media type. */
export const jsonApiBody = (data: unknown) => ({ body: { type: 'json' as const, data: { data } }, headers: { 'content-type': 'application/vnd.api+json' } });

/** Every resource of a list, following `links.next` (a full URL with `page[cursor]`). */
export async function listAll<A = Record<string, unknown>>(http: HttpClient, path: string, query: Record<string, string> = {}, maxPages = 50): Promise<Array<Resource<A>>> {
  const read = async (next: string | undefined) => {
    const response = await http.get<Document<Array<Resource<A>>>>(next ?? path, next ? { responseType: 'json' } : { query, responseType: 'json' });
    return { items: response.body.data, next: response.body.links?.next };
  };
  return readPages(undefined, read, { maxPages });
}

/** A flat object of a resource: its id with its attributes. */
export const flat = <A extends object>(resource: Resource<A>): A & { id: string } => ({ id: resource.id, ...resource.attributes });

/** A text value inside a Klaviyo filter expression (`equals(email,"a@b.c")`). */
export const filterText = (value: string): string => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
