import { sql, type Kysely } from 'kysely';

/**
 * The schema of version 1, in one step (the development migrations squashed). Frozen: never import
 * app code. Each table's meaning is documented beside its row type in `../tables/`. Later changes
 * are migrations of their own, named after this one so they sort after it.
 */
const tables: string[] = [
  `create table users (
    id text primary key,
    email text not null unique,
    name text not null,
    password_hash text not null,
    locale text not null default 'en',
    created_at timestamptz not null default now(),
    email_verified_at timestamptz
  )`,
  `create table sessions (
    id_hash text primary key,
    user_id text not null references users (id) on delete cascade,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null
  )`,
  `create table workspaces (
    id text primary key,
    type text not null default 'workspace',
    creator_id text not null references users (id),
    creator_email text not null,
    name text not null,
    internal_name text,
    created_at timestamptz not null default now(),
    apps jsonb not null default '{}',
    apps_modified_at timestamptz,
    last_migration text,
    deleted_at timestamptz,
    max_flow_runtime_minutes integer not null default 44640,
    onboarding jsonb,
    credit_limit integer,
    billing_user_id text,
    billing_user_email text
  )`,
  `create table api_tokens (
    id text primary key,
    user_id text not null references users (id) on delete cascade,
    name text not null,
    token_hash text not null unique,
    created_at timestamptz not null default now(),
    last_used_at timestamptz,
    workspace_id text not null references workspaces (id) on delete cascade,
    expires_at timestamptz not null,
    revoked_at timestamptz,
    for_run boolean not null default false
  )`,
  `create index api_tokens_user on api_tokens (user_id, created_at)`,
  `create table workspace_members (
    workspace_id text not null references workspaces (id) on delete cascade,
    user_id text not null references users (id) on delete cascade,
    workspace_metadata jsonb not null default '{}',
    settings jsonb not null default '{}',
    created_at timestamptz not null default now(),
    constraint workspace_members_pk primary key (workspace_id, user_id)
  )`,
  `create index workspace_members_user on workspace_members (user_id)`,
  `create table workspace_invitations (
    invitation_id text primary key,
    workspace_id text not null references workspaces (id) on delete cascade,
    email text not null,
    invited_at timestamptz not null default now(),
    invited_by jsonb not null,
    invitation_url text not null,
    created_user_id text references users (id) on delete set null,
    accepted_at timestamptz
  )`,
  `create index workspace_invitations_workspace on workspace_invitations (workspace_id, invited_at)`,
  `create table invitation_mails (
    email text not null,
    sent_at timestamptz not null default now()
  )`,
  `create index invitation_mails_email on invitation_mails (email, sent_at)`,
  `create table workspace_feature_flags (
    workspace_id text not null references workspaces (id) on delete cascade,
    flag text not null,
    granted_at timestamptz not null default now(),
    primary key (workspace_id, flag)
  )`,
  `create table password_resets (
    token_hash text primary key,
    user_id text not null references users (id) on delete cascade,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null
  )`,
  `create index password_resets_user on password_resets (user_id)`,
  `create table email_verifications (
    token_hash text primary key,
    user_id text not null references users (id) on delete cascade,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null
  )`,
  `create index email_verifications_user on email_verifications (user_id)`,
  `create table billing_info (
    user_id text primary key references users (id) on delete cascade,
    paying_via text not null default 'card',
    billing_start timestamptz,
    user_credit_limit integer,
    override_freemium_credit_limit integer,
    customer_id text,
    stripe_data jsonb,
    is_employee boolean not null default false
  )`,
  `create table flows (
    id text primary key,
    workspace_id text not null references workspaces (id) on delete cascade,
    short_id text not null unique,
    name text not null,
    description text,
    long_description text,
    live_version_id text,
    live_version_changed_at timestamptz,
    latest_version_id text,
    latest_version_metadata jsonb,
    performance_metrics jsonb not null default '{"seen": 0, "shown": 0, "copied": 0, "clicked": 0, "setLive": 0}',
    created_at timestamptz not null default now(),
    creator_id text not null,
    deleted_at timestamptz,
    category_ids jsonb not null default '[]',
    published boolean not null default false,
    from_flow_library boolean not null default false,
    pinned_at timestamptz,
    source_flow jsonb,
    edit_mode text not null default 'full-control',
    library_info jsonb,
    required_memory integer,
    hook_token_hash text unique,
    hook_token_sealed text
  )`,
  `create index flows_workspace on flows (workspace_id, created_at)`,
  `create index flows_library on flows (workspace_id) where library_info is not null`,
  `create table flow_versions (
    id text primary key,
    flow_id text not null references flows (id) on delete cascade,
    workspace_id text not null,
    restored_from text,
    created_at timestamptz not null default now(),
    creator_id text not null,
    creator_email text not null,
    guide jsonb,
    name text,
    change_notes text,
    valid boolean not null,
    issues jsonb not null default '[]',
    definition jsonb not null,
    metadata jsonb not null default '{}'
  )`,
  `create index flow_versions_flow on flow_versions (flow_id, created_at)`,
  `create table step_samples (
    flow_id text not null references flows (id) on delete cascade,
    step_name text not null,
    output jsonb not null,
    updated_at timestamptz not null default now(),
    primary key (flow_id, step_name)
  )`,
  `create table runs (
    id text primary key,
    workspace_id text not null,
    flow_id text not null,
    version_id text not null,
    workflow_id text not null unique,
    trigger_type text not null,
    status text not null,
    started_at timestamptz not null default now(),
    closed_at timestamptz,
    error jsonb,
    recovered_from text
  )`,
  `create index runs_workspace on runs (workspace_id, id)`,
  `create index runs_flow on runs (flow_id, id)`,
  `create index runs_open on runs (status) where closed_at is null`,
  `create index runs_recovered_from on runs (recovered_from) where recovered_from is not null`,
  `create table run_intake (
    run_id text primary key references runs (id) on delete cascade,
    payload bytea not null,
    key_id text not null,
    accepted_at timestamptz not null default now()
  )`,
  `create index run_intake_accepted_at on run_intake (accepted_at)`,
  `create table run_outcome_cursors (
    namespace text primary key,
    closed_after timestamptz not null
  )`,
  `create table connections (
    id text primary key,
    workspace_id text not null references workspaces (id) on delete cascade,
    app text not null,
    name text not null,
    configuration_status text not null,
    config_issues jsonb not null default '[]',
    tested_status text not null default 'unknown',
    failure_reason text,
    config jsonb not null default '{}',
    auth_sealed text,
    user_info jsonb,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    deleted_at timestamptz,
    created_by text,
    credentials_destination text
  )`,
  `create index connections_workspace_app on connections (workspace_id, app) where deleted_at is null`,
  `create table oauth_states (
    state_hash text primary key,
    workspace_id text not null references workspaces (id) on delete cascade,
    user_id text not null references users (id) on delete cascade,
    app text not null,
    connection_id text,
    connection_name text not null,
    code_verifier text not null,
    redirect text not null,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null
  )`,
  `create table rate_limit_buckets (
    key text primary key,
    tokens double precision not null,
    updated_at timestamptz not null
  )`,
  `create table payload_blobs (
    hash text primary key,
    data bytea not null,
    size integer not null,
    created_at timestamptz not null default now(),
    used_at timestamptz not null default now(),
    workspace_id text
  )`,
  `create index payload_blobs_created on payload_blobs (created_at)`,
  `create index payload_blobs_used on payload_blobs (used_at)`,
  // Index-only sums of a workspace's stored bytes (its quota).
  `create index payload_blobs_workspace on payload_blobs (workspace_id) include (size) where workspace_id is not null`,
  `create table downloads (
    workspace_id text not null references workspaces (id) on delete cascade,
    idempotency_key text not null unique,
    name text not null,
    file_name text not null,
    content_type text not null,
    data bytea not null,
    download_limit integer not null,
    download_count integer not null default 0,
    expires_at timestamptz,
    created_at timestamptz not null default now(),
    token_hash text primary key
  )`,
  `create index downloads_workspace on downloads (workspace_id)`,
  `create table notifications (
    notification_id text primary key,
    workspace_id text not null references workspaces (id) on delete cascade,
    created_at timestamptz not null default now(),
    event text not null,
    title text not null,
    content text not null,
    action jsonb,
    resolved_by text,
    resolved_at timestamptz,
    unresolvable boolean not null default false,
    seen_by text,
    seen_at timestamptz,
    dedupe_key text unique
  )`,
  `create index notifications_workspace on notifications (workspace_id, created_at)`,
  `create table notification_settings (
    workspace_id text not null,
    user_id text not null,
    event text not null,
    email boolean not null,
    in_app boolean not null,
    constraint notification_settings_pk primary key (workspace_id, user_id, event),
    constraint notification_settings_member foreign key (workspace_id, user_id) references workspace_members (workspace_id, user_id) on delete cascade
  )`,
  `create table usage_records (
    id bigserial primary key,
    workspace_id text not null,
    run_id text not null,
    app text not null,
    action text not null,
    credits integer not null,
    units integer not null default 0,
    unit text,
    created_at timestamptz not null default now()
  )`,
  `create index usage_records_workspace on usage_records (workspace_id, created_at)`,
  `create table usage_months (
    workspace_id text not null,
    month text not null,
    app text not null,
    credits bigint not null default 0,
    units bigint not null default 0,
    primary key (workspace_id, month, app)
  )`,
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of tables) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const created = tables.flatMap((statement) => /^create table (\w+)/.exec(statement)?.[1] ?? []);
  for (const table of created.reverse()) await db.schema.dropTable(table).execute();
}
