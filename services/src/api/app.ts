import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { existsSync } from 'node:fs';
import type { AppInput } from './deps.js';
import { PayloadCipher } from '@tandem/platform/codec';
import { RunIntake } from '../runs/run-intake.js';
import { runStartsOf } from '../runs/start-run.js';
import { createAccountMailer } from '@tandem/platform/accounts/account-mailer';
import { createMailer } from '@tandem/platform/notifications/mailer';
import { registerErrorHandler } from './error-handler.js';
import { registerJsonBodyParser } from './json-body-parser.js';
import { registerRequestTracing } from './request-tracing.js';
import { registerSecurityHeaders, swaggerUiCsp } from './security-headers.js';
import { registerSite } from './site/site-routes.js';
import { approvalLinkRoutes } from './routes/approval-links.js';
import { approvalRoutes } from './routes/approvals.js';
import { authRoutes } from './routes/auth.js';
import { verificationRoutes } from './routes/email-verification.js';
import { passwordRoutes } from './routes/passwords.js';
import { billingRoutes } from './routes/billing.js';
import { overviewRoutes } from './routes/overview.js';
import { catalogRoutes } from './routes/catalog.js';
import { connectionRoutes } from './routes/connections.js';
import { downloadRoutes } from './routes/downloads.js';
import { codecRoutes } from './routes/codec.js';
import { flowRoutes } from './routes/flows.js';
import { healthRoutes } from './routes/health.js';
import { hookRoutes } from './routes/hooks.js';
import { invitationRoutes } from './routes/invitations.js';
import { libraryRoutes } from './routes/library.js';
import { liveRoutes } from './routes/live.js';
import { schedulePreviewRoutes } from './routes/schedule-preview.js';
import { memberRoutes } from './routes/members.js';
import { notificationRoutes } from './routes/notifications.js';
import { runRoutes } from './routes/runs.js';
import { recoveryRoutes } from './routes/recoveries.js';
import { RecoveryDriver } from '../recoveries/recovery-driver.js';
import { ClosedRuns } from '../runs/closed-runs.js';
import { runChangeRoutes } from './routes/run-changes.js';
import { shadowRunRoutes } from './routes/shadow-runs.js';
import { stepTestRoutes } from './routes/step-tests.js';
import { tokenRoutes } from './routes/tokens.js';
import { versionRoutes } from './routes/versions.js';
import { workspaceRoutes } from './routes/workspaces.js';
import { redactedRequest } from './redact-url.js';

/** The request log never holds a webhook token, a download link's token or a secret query parameter. */
function loggerWithRedactedUrls(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const options = typeof logger === 'object' ? logger : {};
  return { ...options, serializers: { ...options.serializers, req: redactedRequest } };
}

/** Builds the whole HTTP app; the server file only listens. Tests use `app.inject`. */
export async function buildApp(input: AppInput, options: FastifyServerOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    bodyLimit: 10 * 1024 * 1024,
    ...options,
    logger: loggerWithRedactedUrls(options.logger),
  });
  // Notifications (BROKEN_CONNECTION of a connection test, FAILED_FLOW of a run that never started) and invitations.
  const mailer = createMailer(input.config);
  app.addHook('onClose', () => mailer.close());
  const runIntake = new RunIntake(input.db, runStartsOf(input), new PayloadCipher(input.config.payloadKey), { log: app.log, mailer });
  const readOptions = { queryTimeoutMs: input.config.runQueryTimeoutMs, closedRuns: new ClosedRuns() };
  const recoveries = new RecoveryDriver(input.db, input.temporal, runStartsOf(input), readOptions, app.log);
  const deps = { ...input, accountMailer: input.accountMailer ?? createAccountMailer(input.config), mailer, runIntake, recoveries };
  if (!input.accountMailer) app.addHook('onClose', () => deps.accountMailer.close());
  // Accepted runs whose start failed or whose process died start again; closing waits for the starts under way.
  app.addHook('onReady', () => runIntake.startSweeping());
  app.addHook('onClose', () => runIntake.close());
  // Recovery batches go on where they stopped (docs/recover-and-test-step.md § Recovering many runs at once).
  app.addHook('onReady', async () => {
    await recoveries.start().catch((error: unknown) => app.log.error({ err: error }, 'could not resume recovery batches'));
  });
  app.addHook('onClose', async () => recoveries.stop());
  // Before any route: the tracing hook wraps each route's handler as it is added.
  if (deps.tracer) registerRequestTracing(app, deps.tracer);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerJsonBodyParser(app);

  await app.register(cookie);
  await registerSecurityHeaders(app, deps.config.publicUrl);
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Tandem API', version: '1.0.0', description: 'Flows, versions, runs and the platform around them.' },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'tandem_session' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
      security: [{ session: [] }, { bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', transformStaticCSP: swaggerUiCsp });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await app.register(healthRoutes(deps));
  await app.register(authRoutes(deps));
  await app.register(verificationRoutes(deps));
  await app.register(passwordRoutes(deps));
  await app.register(tokenRoutes(deps));
  await app.register(workspaceRoutes(deps));
  await app.register(flowRoutes(deps));
  await app.register(versionRoutes(deps));
  await app.register(runRoutes(deps));
  await app.register(stepTestRoutes(deps));
  await app.register(shadowRunRoutes(deps));
  await app.register(recoveryRoutes(deps));
  await app.register(runChangeRoutes(deps));
  await app.register(liveRoutes(deps));
  await app.register(schedulePreviewRoutes(deps));
  await app.register(hookRoutes(deps));
  await app.register(catalogRoutes(deps));
  await app.register(connectionRoutes(deps));
  await app.register(codecRoutes(deps));
  await app.register(notificationRoutes(deps));
  await app.register(approvalRoutes(deps));
  await app.register(approvalLinkRoutes(deps));
  await app.register(billingRoutes(deps));
  await app.register(overviewRoutes(deps));
  await app.register(memberRoutes(deps));
  await app.register(invitationRoutes(deps));
  await app.register(libraryRoutes(deps));
  await app.register(downloadRoutes(deps));

  if (deps.webDist && existsSync(deps.webDist)) {
    await app.register(fastifyStatic, { root: deps.webDist, prefix: '/app/', wildcard: false });
    // The app routes on the client: every /app path that is not a file gets index.html.
    app.get('/app/*', { schema: { hide: true } }, (_request, reply) => reply.sendFile('index.html'));
    app.get('/app', { schema: { hide: true } }, (_request, reply) => reply.redirect('/app/'));
    // The public site at the root; a web build without it leaves the root to the app.
    if (!registerSite(app, deps.webDist, deps.config.publicUrl)) app.get('/', { schema: { hide: true } }, (_request, reply) => reply.redirect('/app/'));
  }
  return app;
}
