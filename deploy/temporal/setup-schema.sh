#!/bin/sh
# One-shot (docker-compose `temporal-schema`, temporalio/admin-tools image): creates the Temporal
# server's two Postgres databases if missing and applies every schema version the image's release
# ships. Safe to run again: it also upgrades the schemas after the server image is upgraded.
set -eu
tool() {
  temporal-sql-tool --plugin postgres12 --ep "$POSTGRES_SEEDS" -p "${DB_PORT:-5432}" -u "$POSTGRES_USER" --pw "$POSTGRES_PWD" "$@"
}
for pair in "${DBNAME:-temporal}:temporal" "${VISIBILITY_DBNAME:-temporal_visibility}:visibility"; do
  db="${pair%%:*}"
  schema="${pair##*:}"
  tool --db "$db" create-database 2>&1 | grep -v 'already exists' || true
  tool --db "$db" setup-schema -v 0.0
  tool --db "$db" update-schema -d "/etc/temporal/schema/postgresql/v12/$schema/versioned"
  echo "schema of $db is up to date"
done
