/** A failure while evaluating an expression; the step that evaluated it fails with this message. */
export class ExpressionError extends Error {
  override readonly name = 'ExpressionError';
  constructor(
    message: string,
    readonly operator?: string,
    /** 1-based position of the parameter at fault. */
    readonly parameter?: number,
  ) {
    super(message);
  }
}
