import { createHash } from 'node:crypto';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { configFromEnv } from '../../config.js';
import { createSecretBox } from '../../connections/secret-box.js';
import { up } from './2026-11-27T1940-hashed-tokens-blob-owners.js';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** On a database of its own, with the columns the migration changes as they were before it. */
describe('migration 1940: hook and download tokens hashed, blobs owned', () => {
  const name = `migration_1940_${process.pid}_${Date.now()}`;
  let admin: pg.Client;
  let db: Kysely<any>;
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: inject('databaseUrl') });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const url = new URL(inject('databaseUrl'));
    url.pathname = `/${name}`;
    db = new Kysely<any>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url.toString(), max: 1 }) }) });
  });
  afterAll(async () => {
    await db?.destroy();
    await admin?.query(`drop database if exists "${name}"`);
    await admin?.end();
  });

  it('keeps existing hooks and links working by their hash, seals hook tokens for the flow, and drops the clear columns', async () => {
    await sql`create table flows (id text primary key, hook_token text unique)`.execute(db);
    await sql`create table downloads (token text primary key, workspace_id text not null)`.execute(db);
    await sql`create table payload_blobs (hash text primary key, size integer not null)`.execute(db);
    await sql`insert into flows values ('F1', 'hk_clearToken'), ('F2', null)`.execute(db);
    await sql`insert into downloads values ('dlClearToken', 'W1')`.execute(db);
    await sql`insert into payload_blobs values ('h1', 10)`.execute(db);

    await up(db);

    const flows = (await sql<{ id: string; hook_token_hash: string | null; hook_token_sealed: string | null }>`select * from flows order by id`.execute(db)).rows;
    expect(flows.map((f) => Object.keys(f).sort())).toEqual([['hook_token_hash', 'hook_token_sealed', 'id'], ['hook_token_hash', 'hook_token_sealed', 'id']]);
    expect(flows[0]!.hook_token_hash).toBe(sha256('hk_clearToken'));
    expect(createSecretBox(configFromEnv().connectionSecretKey).open(flows[0]!.hook_token_sealed!, 'F1:hookToken')).toBe('hk_clearToken');
    expect(flows[1]).toEqual({ id: 'F2', hook_token_hash: null, hook_token_sealed: null });
    expect((await sql`select * from downloads`.execute(db)).rows).toEqual([{ workspace_id: 'W1', token_hash: sha256('dlClearToken') }]);
    expect((await sql`select * from payload_blobs`.execute(db)).rows).toEqual([{ hash: 'h1', size: 10, workspace_id: null }]);
  });
});
