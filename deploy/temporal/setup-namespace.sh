#!/bin/sh
# One-shot (docker-compose `temporal-namespace`, temporalio/admin-tools image): waits for the
# frontend, then creates Tandem's namespace and its Keyword search attributes unless they exist.
set -eu
ns="${TEMPORAL_NAMESPACE:-default}"
until temporal operator cluster health --address "$TEMPORAL_ADDRESS" >/dev/null 2>&1; do
  echo "waiting for the Temporal frontend at $TEMPORAL_ADDRESS"
  sleep 2
done
temporal operator namespace describe --address "$TEMPORAL_ADDRESS" --namespace "$ns" >/dev/null 2>&1 ||
  temporal operator namespace create --address "$TEMPORAL_ADDRESS" --namespace "$ns" --retention "${NAMESPACE_RETENTION:-720h}"
existing="$(temporal operator search-attribute list --address "$TEMPORAL_ADDRESS" --namespace "$ns")"
for name in WorkspaceId FlowId FlowVersionId TriggerType; do
  if ! echo "$existing" | grep -qw "$name"; then
    temporal operator search-attribute create --address "$TEMPORAL_ADDRESS" --namespace "$ns" --name "$name" --type Keyword
  fi
done
echo "namespace $ns is ready"
