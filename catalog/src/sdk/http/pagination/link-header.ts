/** The links of an RFC 8288 `Link` header by relation: `<https://x/?page_info=abc>; rel="next"`. */
export function parseLinkHeader(value: string | null | undefined): Record<string, string> {
  const links: Record<string, string> = {};
  if (!value) return links;
  for (const match of value.matchAll(/<([^>]*)>((?:\s*;\s*[^;,]+)*)/g)) {
    const rel = /;\s*rel\s*=\s*"?([^";]+)"?/i.exec(match[2] ?? '')?.[1];
    if (rel === undefined || match[1] === undefined) continue;
    for (const name of rel.trim().split(/\s+/)) links[name.toLowerCase()] ??= match[1];
  }
  return links;
}
