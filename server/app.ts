import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { APP_NAME, APP_VERSION } from '@core/app-info';
import type { Config } from './config';
import type { Db } from './db/database';
import { AppError } from './http/app-error';
import { DEFAULT_BODY_LIMIT } from './http/body-limit';
import { registerCompression } from './http/compression';
import { registerErrorHandler } from './http/error-handler';
import { registerLoadShedding } from './http/load-shedding';
import { RequestLogController } from './http/request-log';
import { registerSameOriginCheck } from './http/same-origin';
import { answerFrameworkError, registerTextGuard } from './http/text-guard';
import { registerWebApp } from './http/web-app';
import { createBackground, type Background } from './background/background';
import type { Dispatcher } from './notify/dispatcher';
import type { ExportMaker } from './modules/export/export-maker';
import type { WebhookSender } from './webhook-delivery/webhook-sender';
import { registerSessions } from './modules/auth/session';
import { postgresRateLimitStore } from './security/rate-limit-store';
import { registerMetrics } from './metrics/metrics.plugin';
import { registerRoutes } from './routes';
import { buildServices, type Services } from './services';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's background work; a test app starts the loops it runs. */
    background: Background;
    /** docs/notifications.md §2: tests run a round of it at once instead of waiting for its timer. */
    dispatcher: Dispatcher;
    exportMaker: ExportMaker;
    /** docs/notifications.md §5: tests deliver what is due at once. */
    webhookSender: WebhookSender;
  }
}

export interface AppDeps {
  config: Config;
  db: Db;
  /** Made from the configuration when not given (server.ts shares its own with the worker). */
  services?: Services;
  /** The process's background work (server.ts starts it); unset, made here and never started. */
  background?: Background;
  /** Told when a batch is created, so an in-process worker starts on it at once. */
  onBatchCreated?: () => void;
}

/** A plain-http YouTube address (the emulator) must be allowed to serve pictures too. */
function emulatorOrigin(config: Config) {
  const base = config.google.youtubeApiBaseUrl;
  return base?.startsWith('http:') ? [new URL(base).origin] : [];
}

/** Builds the HTTP app without listening: main.ts listens, tests inject. */
export async function buildApp(deps: AppDeps, options: FastifyServerOptions = {}) {
  const app = Fastify({
    bodyLimit: DEFAULT_BODY_LIMIT,
    frameworkErrors: answerFrameworkError,
    // One line per request, at debug (request-log.ts).
    logController: new RequestLogController(),
    ...options,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Only JSON bodies: a text/plain body is what a cross-site form could send.
  app.removeContentTypeParser('text/plain');

  registerErrorHandler(app);
  // docs/operations.md: load shedding and request timings see every request; /metrics.
  await registerLoadShedding(app, deps.config.loadShedding);
  registerMetrics(app, deps);
  // Before every route: it applies to the routes registered after it.
  await registerCompression(app);
  const https = deps.config.publicUrl?.protocol === 'https:';
  await app.register(fastifyHelmet, {
    hsts: https,
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        // Mantine writes its CSS variables into a <style> element.
        'style-src': ["'self'", "'unsafe-inline'"],
        // Thumbnails come from YouTube's image hosts; in the demo and tests, from the emulator.
        'img-src': ["'self'", 'data:', 'https:', ...emulatorOrigin(deps.config)],
        'frame-src': ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
        'upgrade-insecure-requests': https ? [] : null,
      },
    },
  });
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, {
    global: false,
    // Counted in PostgreSQL: every instance of the server sees the same attempts.
    store: postgresRateLimitStore(deps.db),
    errorResponseBuilder: (_request, context) =>
      new AppError(
        429,
        'RATE_LIMITED',
        `Too many attempts. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
      ),
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: `${APP_NAME} API`, version: APP_VERSION },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'mcm_session' },
          // docs/api.md: each operation names the scope a token needs for it.
          bearer: { type: 'http', scheme: 'bearer', description: 'An API token (docs/api.md)' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  registerSameOriginCheck(app, deps.config.publicUrl);
  registerSessions(app, deps.db, deps.config);
  registerTextGuard(app);

  const { config, db } = deps;
  const services = deps.services ?? (await buildServices(config, db));
  // docs/architecture.md §3: the senders the routes queue for; their loops run where ROLE says
  // (server.ts starts them), never because an app was built.
  const background = deps.background ?? createBackground({ config, services, log: app.log });
  const { mailer, dispatcher, webhookSender, exportMaker } = background;
  app.addHook('onClose', () => background.stop());
  app.decorate('background', background);
  app.decorate('dispatcher', dispatcher);
  app.decorate('webhookSender', webhookSender);
  app.decorate('exportMaker', exportMaker);
  await registerRoutes(app, {
    config,
    db,
    services,
    mailer,
    onBatchCreated: deps.onBatchCreated,
    // Queued work wakes its loop in every worker process (docs/architecture.md §3).
    wakeExports: () => background.wake('exports'),
    wakeWebhooks: () => background.wake('webhook delivery'),
  });

  await registerWebApp(app, deps.config.webDistDir);
  return app;
}
