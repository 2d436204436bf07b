import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { InputValidationError, parseInput, withoutSecrets } from './input-validation-error.js';
import { NonRetryableError } from './non-retryable-error.js';

describe('an input that does not fit its schema', () => {
  const Schema = z.object({ url: z.url(), headers: z.array(z.object({ key: z.string(), value: z.string() })), count: z.number().int().min(0) });

  it('throws one non-retryable error with the catalogue message, the input without secrets and the issues', () => {
    const input = {
      url: 'https://ada:pw@api.example.com/v1/items?api_key=s3cret',
      headers: [{ key: 'Authorization', value: 'Bearer s3cret' }, { key: 'Accept', value: 'application/json' }],
      apiToken: 's3cret',
      count: -1,
    };
    let error: unknown;
    try {
      parseInput(Schema, input);
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(InputValidationError);
    expect(error).toBeInstanceOf(NonRetryableError);
    const failure = error as InputValidationError;
    expect(failure.message).toMatch(/^Invalid input, zod validation failed: ✖ .*\n {2}→ at count$/);
    expect(failure.retryable).toBe(false);
    expect(failure.issues).toEqual([{ path: ['count'], code: 'too_small', message: expect.any(String) }]);
    expect(failure.toJSON()).toMatchObject({ type: 'ConnectorNonRetryableError', message: failure.message, issues: failure.issues });
    expect(failure.toJSON().input).toEqual({
      url: 'https://api.example.com/v1/items?[redacted]',
      headers: [{ key: 'Authorization', value: '[redacted]' }, { key: 'Accept', value: 'application/json' }],
      apiToken: '[redacted]',
      count: -1,
    });
    expect(JSON.stringify(failure.toJSON())).not.toContain('s3cret');
  });

  it('carries a shortened input: long lists and texts are cut', () => {
    const shown = withoutSecrets({ rows: Array.from({ length: 25 }, (_, i) => i), text: 'x'.repeat(600) }) as { rows: unknown[]; text: string };
    expect(shown.rows).toHaveLength(21);
    expect(shown.rows[20]).toBe('… 5 more items');
    expect(shown.text).toMatch(/^x{500}… \(600 characters\)$/);
  });

  it('gives the parsed value of an input that fits', () => {
    expect(parseInput(Schema, { url: 'https://a.example.com', headers: [], count: 2 })).toEqual({ url: 'https://a.example.com', headers: [], count: 2 });
  });
});
