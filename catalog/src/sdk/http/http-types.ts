/** HTTP methods the client sends. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';

export type QueryValue = string | number | boolean | null | undefined;
/** Query parameters: an object (arrays repeat the key) or ordered key/value pairs. */
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]> | ReadonlyArray<readonly [string, string]>;

/** A request body: JSON, `application/x-www-form-urlencoded`, plain text or multipart form data. */
export type HttpBody =
  | { type: 'json'; data: unknown }
  | { type: 'form'; data: QueryParams }
  | { type: 'text'; data: string; contentType?: string }
  | { type: 'multipart'; data: FormData };

/** How to read the response body: parse JSON, keep text, or decide by Content-Type (default). */
export type ResponseType = 'json' | 'text' | 'auto';

export interface HttpRequestOptions {
  method?: HttpMethod;
  /** A path below the base URL (`/v3/x/messages`) or an absolute http(s) URL. */
  path: string;
  query?: QueryParams;
  headers?: Record<string, string>;
  body?: HttpBody;
  responseType?: ResponseType;
  /** Per-call timeout; the client's default otherwise. */
  timeoutMs?: number;
  /** Per-call base URL (e.g. another host of the same API). Test overrides still win. */
  baseUrl?: string;
  /**
   * The app whose API this call reaches when it is not the calling app's (Google Ads changing a product
   * through the Merchant API): that app's test overrides (`TANDEM_BASE_URL_<APP>`) apply instead.
   */
  baseUrlApp?: string;
  /** Throw a typed connector error on a non-2xx answer (default true). */
  throwOnError?: boolean;
}

export interface HttpResponse<T = unknown> {
  status: number;
  statusText: string;
  /** Response headers, lower-case names. */
  headers: Record<string, string>;
  body: T;
  /** The final URL that was requested. */
  url: string;
}

/** The HTTP client an action receives in `ctx.http`: base URL and auth are already applied. */
export interface HttpClient {
  request<T = unknown>(options: HttpRequestOptions): Promise<HttpResponse<T>>;
  get<T = unknown>(path: string, options?: Omit<HttpRequestOptions, 'path' | 'method'>): Promise<HttpResponse<T>>;
  post<T = unknown>(path: string, options?: Omit<HttpRequestOptions, 'path' | 'method'>): Promise<HttpResponse<T>>;
  put<T = unknown>(path: string, options?: Omit<HttpRequestOptions, 'path' | 'method'>): Promise<HttpResponse<T>>;
  patch<T = unknown>(path: string, options?: Omit<HttpRequestOptions, 'path' | 'method'>): Promise<HttpResponse<T>>;
  delete<T = unknown>(path: string, options?: Omit<HttpRequestOptions, 'path' | 'method'>): Promise<HttpResponse<T>>;
}
