import { isGrpcServiceError } from '@temporalio/client';

/** The gRPC error behind a Temporal client error: the error itself, or its `cause` (the client wraps some). */
export function grpcErrorOf(error: unknown) {
  if (isGrpcServiceError(error)) return error;
  return error instanceof Error && isGrpcServiceError(error.cause) ? error.cause : undefined;
}
