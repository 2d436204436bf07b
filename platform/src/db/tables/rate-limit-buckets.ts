/** The token bucket of one app and account: the requests it may still send now (negative: already promised to waiting callers). */
export interface RateLimitBucketsTable {
  /** `<appId>:<connectionId>` (or `<appId>:workspace:<workspaceId>` for calls without a connection). */
  key: string;
  tokens: number;
  updatedAt: Date;
}
