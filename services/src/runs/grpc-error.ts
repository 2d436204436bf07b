import { isGrpcDeadlineError, isGrpcServiceError } from '@temporalio/client';

/** The gRPC error behind a Temporal client error: the error itself, or its `cause` (the client wraps some). */
export function grpcErrorOf(error: unknown) {
  if (isGrpcServiceError(error)) return error;
  return error instanceof Error && isGrpcServiceError(error.cause) ? error.cause : undefined;
}

/** gRPC codes of a Temporal server out of reach: deadline exceeded, unavailable. */
const UNREACHABLE = new Set([4, 14]);

/** Whether a Temporal client call failed because the server did not answer in time (stopped, restarting). */
export function temporalUnreachable(error: unknown): boolean {
  if (isGrpcDeadlineError(error)) return true;
  const grpc = grpcErrorOf(error);
  return grpc !== undefined && UNREACHABLE.has(grpc.code);
}
