import { deprecatedUtilities, utilityIds, type UtilityId } from '@tandem/catalog';
import type { FieldKind } from './schema-fields';

/** The utilities the editor offers: every utility of the catalogue but the deprecated ones (which stay readable). */
type OfferedUtility = Exclude<UtilityId, 'variableV1' | 'notificationV1'>;
export const offeredUtilities = utilityIds.filter((id): id is OfferedUtility => deprecatedUtilities[id] === undefined);

/** The inputs of each utility (flow-language.md § Utilities), for the generated form. */
export const UTILITY_FIELDS: Record<OfferedUtility, { key: string; kind: FieldKind; options?: string[] }[]> = {
  filter: [{ key: 'list', kind: 'list' }, { key: 'condition', kind: 'json' }],
  transform: [{ key: 'list', kind: 'list' }, { key: 'mapping', kind: 'json' }],
  find: [{ key: 'list', kind: 'list' }, { key: 'condition', kind: 'json' }],
  sort: [{ key: 'list', kind: 'list' }, { key: 'by', kind: 'list' }, { key: 'direction', kind: 'enum', options: ['ascending', 'descending'] }],
  group: [{ key: 'list', kind: 'list' }, { key: 'by', kind: 'json' }],
  limit: [{ key: 'list', kind: 'list' }, { key: 'count', kind: 'integer' }, { key: 'offset', kind: 'integer' }],
  join: [
    { key: 'left', kind: 'list' },
    { key: 'right', kind: 'list' },
    { key: 'leftKey', kind: 'json' },
    { key: 'rightKey', kind: 'json' },
    { key: 'mode', kind: 'enum', options: ['inner', 'left'] },
  ],
  comment: [{ key: 'text', kind: 'text' }],
  variable: [
    { key: 'name', kind: 'text' },
    { key: 'valueType', kind: 'enum', options: ['text', 'number', 'boolean', 'date', 'list', 'object'] },
    { key: 'value', kind: 'json' },
  ],
  notification: [
    { key: 'channel', kind: 'enum', options: ['slack', 'mailgun'] },
    { key: 'connectionId', kind: 'text' },
    { key: 'message', kind: 'text' },
    { key: 'to', kind: 'text' },
    { key: 'subject', kind: 'text' },
  ],
  httpRequest: [
    { key: 'method', kind: 'enum', options: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'] },
    { key: 'url', kind: 'text' },
    { key: 'headers', kind: 'list' },
    { key: 'queryParams', kind: 'list' },
    { key: 'bodyType', kind: 'enum', options: ['json', 'form-urlencoded', 'text'] },
    { key: 'body', kind: 'json' },
    { key: 'responseType', kind: 'enum', options: ['json', 'text'] },
    { key: 'retryOnError', kind: 'boolean' },
    { key: 'continueOnError', kind: 'boolean' },
    { key: 'idempotencyKey', kind: 'boolean' },
  ],
  download: [
    { key: 'name', kind: 'text' },
    { key: 'file', kind: 'text' },
    { key: 'data', kind: 'list' },
    { key: 'format', kind: 'enum', options: ['csv', 'json'] },
    { key: 'downloadLimit', kind: 'integer' },
    { key: 'expiry', kind: 'integer' },
  ],
};
