import type { Connection } from '@temporalio/client';
import { msToTs } from '@temporalio/common/lib/time.js';
import proto from '@temporalio/proto';
import { searchAttributeNames } from './search-attributes.js';

const RETENTION_DAYS = 30;

/**
 * Makes a namespace ready for Tandem, idempotently: retention of at least 30 days and the Keyword
 * search attributes. Flags given at the dev server's first start are ignored on an existing
 * database file, so this always goes through the operator API.
 */
export async function prepareNamespace(connection: Connection, namespace: string): Promise<void> {
  const described = await connection.workflowService.describeNamespace({ namespace });
  const retention = Number(described.config?.workflowExecutionRetentionTtl?.seconds ?? 0);
  if (retention < RETENTION_DAYS * 86_400) {
    await connection.workflowService.updateNamespace({
      namespace,
      config: { workflowExecutionRetentionTtl: msToTs(`${RETENTION_DAYS} days`) },
    });
  }

  const existing = await connection.operatorService.listSearchAttributes({ namespace });
  const missing = searchAttributeNames.filter((name) => !(name in (existing.customAttributes ?? {})));
  if (missing.length === 0) return;
  const keyword = proto.temporal.api.enums.v1.IndexedValueType.INDEXED_VALUE_TYPE_KEYWORD;
  try {
    await connection.operatorService.addSearchAttributes({
      namespace,
      searchAttributes: Object.fromEntries(missing.map((name) => [name, keyword])),
    });
  } catch (error) {
    // Another process may have added them a moment ago.
    if (!String(error).includes('already exists')) throw error;
  }
}
