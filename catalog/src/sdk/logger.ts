/** The structured logger an action receives (`ctx.log`). Never log secrets. */
export interface ActionLogger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

const noop = (): void => undefined;

/** A logger that drops everything (the default in tests). */
export const silentLogger: ActionLogger = { debug: noop, info: noop, warn: noop, error: noop };
