import type { IncomingMessage } from 'node:http';
import type { Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';

const decoders: Record<string, () => Transform> = {
  gzip: createGunzip,
  'x-gzip': createGunzip,
  deflate: createInflate,
  br: createBrotliDecompress,
};

/** The decoder of a content encoding flows' requests understand; undefined: the body stays as it is. */
function decoderOf(encoding: string | undefined): (() => Transform) | undefined {
  const name = encoding?.trim().toLowerCase() ?? '';
  return Object.hasOwn(decoders, name) ? decoders[name] : undefined;
}

/**
 * Reads an answer's body, decoding it as it streams in, and stops with `tooLarge()` as soon as the
 * decoded bytes pass `limit` (a small compressed body can expand a thousandfold: it is never
 * decoded whole first). An empty body stays empty whatever its encoding. `decoded` tells whether the
 * content encoding was undone.
 */
export function readLimitedBody(message: IncomingMessage, limit: number, tooLarge: () => Error): Promise<{ body: Buffer; decoded: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    let decoder: Transform | undefined;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      decoder?.destroy();
      message.destroy();
      reject(error);
    };
    const take = (chunk: Buffer) => {
      if (settled) return;
      size += chunk.length;
      if (size > limit) fail(tooLarge());
      else chunks.push(chunk);
    };
    const finish = () => {
      if (settled) return;
      settled = true;
      resolve({ body: Buffer.concat(chunks), decoded: decoder !== undefined });
    };
    const declared = Number(message.headers['content-length']);
    const decoding = decoderOf(message.headers['content-encoding']);
    // A plain body announced bigger than the cap stops before its first byte is read.
    if (!decoding && Number.isFinite(declared) && declared > limit) return fail(tooLarge());
    message.on('error', fail);
    message.once('data', (first: Buffer) => {
      decoder = decoding?.();
      if (!decoder) {
        take(first);
        message.on('data', take);
        return;
      }
      decoder.on('data', take);
      decoder.on('error', fail);
      decoder.on('end', finish);
      decoder.write(first);
      message.pipe(decoder);
    });
    message.on('end', () => {
      if (!decoder) finish();
    });
  });
}
