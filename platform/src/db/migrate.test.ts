import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase, type Db } from './connect.js';
import { BASELINE_MIGRATION, migrateToLatest, PreBaselineDatabaseError } from './migrate.js';

/** Each case gets an empty database of its own. */
describe('migrating a database', () => {
  let admin: pg.Client;
  const made: { name: string; db: Db }[] = [];
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: inject('databaseUrl') });
    await admin.connect();
  });
  afterAll(async () => {
    for (const { name, db } of made) {
      await db.destroy();
      await admin.query(`drop database if exists "${name}"`);
    }
    await admin?.end();
  });
  async function emptyDatabase(): Promise<Db> {
    const name = `migrate_${process.pid}_${made.length}_${Date.now()}`;
    await admin.query(`create database "${name}"`);
    const url = new URL(inject('databaseUrl'));
    url.pathname = `/${name}`;
    const db = connectDatabase(url.toString(), 1);
    made.push({ name, db });
    return db;
  }
  const columnsOf = async (db: Db, table: string) =>
    (await sql<{ name: string; nullable: string }>`select column_name as name, is_nullable as nullable from information_schema.columns where table_name = ${table} order by ordinal_position`.execute(db)).rows;

  it('sets up an empty database from the v1 baseline and what follows it, once', async () => {
    const db = await emptyDatabase();
    const applied = await migrateToLatest(db);
    // The baseline first, then every later migration in the order of its name.
    expect(applied[0]).toBe(BASELINE_MIGRATION);
    expect(applied).toEqual([...applied].sort());
    expect(await migrateToLatest(db)).toEqual([]);
  });

  it('keeps no token in clear: hooks and download links by their hash, hook tokens sealed; blobs name their workspace', async () => {
    const db = await emptyDatabase();
    await migrateToLatest(db);
    const flows = (await columnsOf(db, 'flows')).map((c) => c.name);
    expect(flows).toEqual(expect.arrayContaining(['hook_token_hash', 'hook_token_sealed']));
    expect(flows).not.toContain('hook_token');
    const downloads = (await columnsOf(db, 'downloads')).map((c) => c.name);
    expect(downloads).toContain('token_hash');
    expect(downloads).not.toContain('token');
    const key = await sql<{ columns: string }>`select pg_get_constraintdef(oid) as columns from pg_constraint where conname = 'downloads_pkey'`.execute(db);
    expect(key.rows[0]?.columns).toBe('PRIMARY KEY (token_hash)');
    expect(await columnsOf(db, 'payload_blobs')).toContainEqual({ name: 'workspace_id', nullable: 'YES' });
  });

  it('pages a workspace\'s runs newest first from an index, without sorting them', async () => {
    const db = await emptyDatabase();
    await migrateToLatest(db);
    await db.transaction().execute(async (tx) => {
      await sql`set local enable_seqscan = off`.execute(tx);
      const plan = await sql<{ 'QUERY PLAN': string }>`explain select * from runs where workspace_id = 'ws' and (started_at, id) < (now(), 'r') order by started_at desc, id desc limit 51`.execute(tx);
      const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
      expect(text).toContain('runs_workspace_started');
      expect(text).not.toMatch(/\bSort\b/);
    });
  });

  it('refuses a database set up before the baseline, saying what to do, and changes nothing', async () => {
    const db = await emptyDatabase();
    await sql`create table kysely_migration (name varchar(255) primary key, timestamp varchar(255) not null)`.execute(db);
    await sql`insert into kysely_migration values ('2026-11-22T1500-core', '2026-11-22T15:00:00.000Z'), ('2026-11-27T2010-workspace-feature-flags', '2026-11-27T20:10:00.000Z')`.execute(db);
    const refused = migrateToLatest(db);
    await expect(refused).rejects.toBeInstanceOf(PreBaselineDatabaseError);
    await expect(refused).rejects.toThrow(/2026-11-22T1500-core and 1 more.*delete its data folder \(\.data\/, or TANDEM_DATA_DIR\)/);
    const tables = await sql<{ n: number }>`select count(*)::int as n from pg_tables where schemaname = 'public' and tablename not like 'kysely%'`.execute(db);
    expect(tables.rows[0]?.n).toBe(0);
  });
});
