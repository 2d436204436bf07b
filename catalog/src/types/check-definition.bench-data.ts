/**
 * A realistic large definition for the checkDefinition benchmark (500 steps under 50 ms):
 * repeated blocks of an HTTP call, list utilities with per-item expressions, a variable, a condition
 * with branches, an iterate whose body maps items into a Slack message, and references across blocks.
 */
const lit = (value: unknown) => ({ type: 'literal', value });
const ref = (...path: (string | number)[]) => ({ type: 'reference', path });
const op = (operator: string, ...params: unknown[]) => ({ type: 'operator', operator, params });

/** One block of steps; `n` makes names unique, `previous` names the last block's variable. */
function block(n: number, previous: string | undefined): Record<string, unknown>[] {
  const fetch = `fetch_${n}`;
  const since = previous ? ref('vars', previous) : ref('trigger', 'since');
  return [
    {
      name: fetch,
      type: 'utility',
      utility: 'httpRequest',
      input: {
        method: lit('GET'),
        url: op('concat', lit('https://shop.example.com/orders?since='), since),
        headers: lit([{ key: 'Accept', value: 'application/json' }]),
      },
    },
    {
      name: `open_${n}`,
      type: 'utility',
      utility: 'filter',
      input: { list: ref('trigger', 'orders'), condition: op('and', op('eq', ref('item', 'status'), lit('open')), op('gt', ref('item', 'total'), lit(10))) },
    },
    { name: `sorted_${n}`, type: 'utility', utility: 'sort', input: { list: ref(`open_${n}`), by: lit(['total']), direction: lit('descending') } },
    { name: `top_${n}`, type: 'utility', utility: 'limit', input: { list: ref(`sorted_${n}`), count: lit(5) } },
    { name: `lines_${n}`, type: 'utility', utility: 'transform', input: { list: ref(`top_${n}`), mapping: op('concat', ref('item', 'title'), lit(': '), ref('item', 'total')) } },
    { name: `total_${n}`, type: 'utility', utility: 'variable', input: { name: lit(`total_${n}`), valueType: lit('number'), value: op('sum', op('pluck', ref(`top_${n}`), lit('total'))) } },
    {
      name: `big_${n}`,
      type: 'condition',
      condition: op('gt', ref('vars', `total_${n}`), lit(100)),
      consequent: [{ name: `alert_${n}`, type: 'action', app: 'slack', action: 'messages.send', input: { message: op('join', ref(`lines_${n}`), lit('\n')) } }],
      alternative: [{ name: `note_${n}`, type: 'utility', utility: 'comment', input: { text: lit('small day') } }],
    },
    {
      name: `each_${n}`,
      type: 'iterate',
      items: ref(`top_${n}`),
      steps: [{ name: `tell_${n}`, type: 'action', app: 'slack', action: 'messages.send', input: { message: op('concat', lit('Order '), ref('item', 'id'), lit(' of '), ref('run', 'startedAt')) } }],
    },
    { name: `found_${n}`, type: 'utility', utility: 'find', input: { list: ref(`sorted_${n}`), condition: op('eq', ref('item', 'id'), op('get', ref(fetch, 'body'), lit('id'))) } },
  ];
}

/** Counts steps at any depth. */
function size(steps: readonly Record<string, unknown>[]): number {
  return steps.reduce((count, step) => {
    const nested = ['consequent', 'alternative', 'steps'].flatMap((key) => (Array.isArray(step[key]) ? (step[key] as Record<string, unknown>[]) : []));
    return count + 1 + size(nested);
  }, 0);
}

/** A definition with exactly `steps` steps (at any depth), manual trigger with a typed input. */
export function largeDefinition(steps = 500): Record<string, unknown> {
  const list: Record<string, unknown>[] = [];
  for (let n = 0; size(list) < steps; n++) list.push(...block(n, n > 0 ? `total_${n - 1}` : undefined));
  while (size(list) > steps) list.pop();
  while (size(list) < steps) list.push({ name: `pad_${size(list)}`, type: 'utility', utility: 'comment', input: { text: lit('padding') } });
  return {
    version: 1,
    trigger: { type: 'manual' },
    inputSchema: {
      type: 'object',
      properties: {
        since: { type: 'string', format: 'date-time' },
        orders: {
          type: 'array',
          items: {
            type: 'object',
            properties: { id: { type: 'integer' }, title: { type: 'string' }, status: { type: 'string', enum: ['open', 'closed'] }, total: { type: 'number' } },
            required: ['id', 'title', 'status', 'total'],
          },
        },
      },
      required: ['since', 'orders'],
    },
    steps: list,
  };
}
