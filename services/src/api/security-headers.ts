import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every answer (the app, the site, the API docs, the API): a strict
 * Content-Security-Policy (scripts and styles from our own origin only, nothing inline, no framing)
 * and `X-Frame-Options: DENY` for browsers that predate `frame-ancestors`.
 */
export async function registerSecurityHeaders(app: FastifyInstance, publicUrl: string): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        imgSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'"],
        // Behind TLS, stray http: references are upgraded; on http://localhost that would break them.
        upgradeInsecureRequests: publicUrl.startsWith('https:') ? [] : null,
      },
    },
    frameguard: { action: 'deny' },
    // HSTS only makes sense (and is only honoured) on https origins.
    hsts: publicUrl.startsWith('https:'),
  });
}

/** The one `<style>` element Swagger UI (the API docs) inserts, allowed by its hash on the docs' pages only. */
const SWAGGER_UI_STYLE = "'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='";

export function swaggerUiCsp(header: string): string {
  return header.replace("style-src 'self'", `style-src 'self' ${SWAGGER_UI_STYLE}`);
}
