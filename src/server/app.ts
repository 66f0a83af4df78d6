// The production server: the web build under /account/heloc/ plus, later, the sandbox API.
// buildServer returns the Fastify instance unstarted, so tests drive it with inject().
import { STATUS_CODES } from 'node:http';
import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { loadApiSchemas } from './api-schemas';
import { lockApplicationRoutes } from './application-lock';
import { registerClientLimits } from './client-limits';
import { HttpError, registerBearer } from './auth/authenticate';
import { BASE_PATH } from './config';
import type { TokenSigner } from './auth/tokens';
import type { Database } from './db/database';
import type { LenderDirectory } from './lender-directory';
import { addressLookupRoutes } from './routes/address-lookup';
import { applicationRoutes } from './routes/applications';
import { bankRoutes } from './routes/bank';
import { closingRoutes } from './routes/closing';
import { conditionRoutes } from './routes/conditions';
import { eligibilityRoutes } from './routes/eligibility';
import { identityRoutes } from './routes/identity';
import { lienRoutes } from './routes/liens';
import { adverseActionRoutes } from './routes/adverse-action';
import { disclosureRoutes } from './routes/disclosures';
import { rescissionCopyRoutes } from './routes/rescission-copies';
import { profileRoutes } from './routes/profile';
import { reviewRoutes } from './routes/review';
import { productRoutes } from './routes/product';
import { sandboxRoutes } from './routes/sandbox';
import { signerRoutes } from './routes/signer';
import { sandboxInfoRoutes } from './routes/sandbox-info';
import { verificationRoutes } from './routes/verification';
import { walletRoutes } from './routes/wallet';
import { leadRoutes } from './routes/leads';
import { optimizelyProfileRoutes } from './routes/optimizely-profile';
import { identityBrokerRoutes } from './routes/identity-broker';
import { outboxRoutes } from './routes/outbox';
import { esignRoutes } from './routes/esign';
import { registrationHandoverRoutes } from './routes/registration-handover';
import { SHARED_SERVICE_ROUTES } from './routes/shared-services';
import { registerStaticApp, sendClientRoute } from './static-app';
import { loadPageRenderer, sendServerRendered, type ServerRender } from './server-render';
import { refuseUnstorableText } from './storable-text';
import { refuseDeepBody } from './body-depth';
import { fastifyTrustProxy, type TrustProxy } from './trust-proxy';

/** What every API plugin receives. */
export interface ApiContext {
  db: Database;
  lenders: LenderDirectory;
  tokens: TokenSigner;
  /** Sandbox controls (/sandbox/…) and the simulated back office are on. */
  sandbox: boolean;
  /** Milliseconds since the epoch; tests pass their own clock to step through status waits. */
  now?: () => number;
  /** Multiplies per-client limits (ServerConfig.clientLimitScale); 1 when absent. */
  clientLimitScale?: number;
  /**
   * Prefixes the key of every count kept in the database (rate limits, attempt throttles). The servers
   * of one deployment share their counts and leave it unset; test servers sharing one PostgreSQL each
   * get their own, so their counts never mix.
   */
  countNamespace?: string;
  /** The sandbox outbox's key (src/server/outbox-key.ts); without one the outbox answers no one. */
  outboxKey?: string;
}

export type ApiRoutePlugin = FastifyPluginAsync<ApiContext>;

/**
 * The sandbox origination API, one plugin per service, each registering its own routes at the
 * spec's paths (/identity/…, /service-*…, /sandbox/…). Add a plugin here; nothing else changes.
 */
export const API_ROUTES: readonly ApiRoutePlugin[] = [
  identityRoutes,
  registrationHandoverRoutes,
  identityBrokerRoutes,
  profileRoutes,
  eligibilityRoutes,
  applicationRoutes,
  verificationRoutes,
  bankRoutes,
  lienRoutes,
  disclosureRoutes,
  rescissionCopyRoutes,
  adverseActionRoutes,
  esignRoutes,
  closingRoutes,
  conditionRoutes,
  walletRoutes,
  reviewRoutes,
  productRoutes,
  signerRoutes,
  sandboxRoutes,
  sandboxInfoRoutes,
  outboxRoutes,
  addressLookupRoutes,
  leadRoutes,
  optimizelyProfileRoutes,
  ...SHARED_SERVICE_ROUTES,
];

export interface ServerOptions {
  /** The Vite build to serve; null serves the API alone. */
  distDir: string | null;
  /** The sandbox API's dependencies; null serves the web build alone. */
  api: ApiContext | null;
  /** Pino logger options; false (the default) for tests. */
  logger?: FastifyServerOptions['logger'];
  /** Defaults to API_ROUTES; tests pass their own. */
  apiRoutes?: readonly ApiRoutePlugin[];
  /** Whether the preview area's pages are served (src/build/preview-area.ts); by default in sandbox mode only. */
  previewArea?: boolean;
  /** Whether signed-in application pages are drawn here when the build has the renderer (src/server/server-render.ts); by default they are. */
  serverRender?: boolean;
  /** Whose X-Forwarded-For and X-Forwarded-Proto to believe (TRUST_PROXY, src/server/trust-proxy.ts); none by default. */
  trustProxy?: TrustProxy;
  /** Production mode (NODE_ENV=production): every answer asks browsers to use HTTPS only, for two years. */
  production?: boolean;
}

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

/**
 * Powerful browser features the app never uses (no camera or payment API in src/ui), denied to its
 * pages and whatever they embed; location is asked for before e-signing, by the app's own pages only.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .concat('geolocation=(self)')
  .join(', ');

const REGISTER_PATH = `${BASE_PATH}register-v2`;
/** The OpenAPI document of the sandbox API. */
export const OPENAPI_PATH = '/api/openapi.json';
export const JSON_BODY_LIMIT = 64 * 1024;

const errorBody = (statusCode: number, message?: string, words?: HttpError['words']) => ({
  statusCode,
  error: STATUS_CODES[statusCode] ?? 'Error',
  message: message ?? STATUS_CODES[statusCode] ?? 'Error',
  ...(words ? { messageKey: words.key, messageValues: words.values } : {}),
});

/** Two years, the figure the HSTS preload list asks for. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000';

/** Headers every answer carries, whichever path through Fastify produced it. */
function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply, production: boolean): void {
  reply.header('x-content-type-options', 'nosniff');
  // Not in sandbox or development, whose http://localhost a browser would then refuse for two years.
  if (production) reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  reply.header('permissions-policy', PERMISSIONS_POLICY);
  const type = String(reply.getHeader('content-type') ?? '');
  if (type.startsWith('text/html')) reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
  // API answers carry personal data: not cached unless a route says otherwise.
  if (!reply.hasHeader('cache-control') && !request.url.startsWith(BASE_PATH)) reply.header('cache-control', 'no-store');
}

// Messages of client errors are safe to show; server errors are logged and answered generically.
function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply, message = error.message): FastifyReply {
  const status = error.statusCode;
  const code = typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
  if (code >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ err: { message: error.message, code: error.code } }, 'request rejected');
  return reply
    .code(code)
    .header('cache-control', 'no-store')
    .send(code >= 500 ? errorBody(code) : errorBody(code, message, error instanceof HttpError ? error.words : undefined));
}

/** Fastify's own words for an address it cannot route echo the address back; these say what to do. */
const ADDRESS_ERRORS: Readonly<Record<string, string>> = {
  FST_ERR_BAD_URL: 'This address is not valid. Check the link and try again.',
  FST_ERR_MAX_PARAM_LENGTH: 'This address is too long. Check the link and try again.',
};

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  /** The sandbox's pages carry the sandbox's banners (src/server/static-app.ts). */
  const sandbox = options.api?.sandbox ?? false;
  const production = options.production ?? false;
  // Fastify's request logs name the method, URL and status, never headers or bodies.
  const app = Fastify({
    logger: options.logger ?? false,
    // JSON bodies are small; upload routes raise their own limit.
    bodyLimit: JSON_BODY_LIMIT,
    // Without it request.ip is the balancer's and request.protocol 'http' behind a TLS-terminating proxy.
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    ajv: {
      // Unknown fields and wrong types are refused with a 400 rather than silently dropped or
      // converted; query strings declare their values as strings.
      customOptions: { removeAdditional: false, coerceTypes: false, useDefaults: true, allErrors: false },
    },
    // Errors met before routing (a malformed address) skip every hook, onSend's headers included.
    frameworkErrors: (error, request, reply) => {
      setSecurityHeaders(request, reply, production);
      sendError(error, request, reply, ADDRESS_ERRORS[error.code]);
    },
  });

  await app.register(fastifyCompress, { encodings: ['br', 'gzip'] });

  app.addHook('onSend', async (request, reply, payload) => {
    setSecurityHeaders(request, reply, production);
    return payload;
  });

  // Before any route's schema, so every route refuses bodies nested past the limit, then text the
  // database cannot store.
  app.addHook('preValidation', refuseDeepBody);
  app.addHook('preValidation', refuseUnstorableText);

  app.setErrorHandler<FastifyError>((error, request, reply) => sendError(error, request, reply));

  // A signed-in application page is drawn here when the build has the renderer and the API is served with it.
  const renderPage = options.distDir && options.api && options.serverRender !== false ? await loadPageRenderer(options.distDir) : null;
  const serverRender: ServerRender | null =
    renderPage && options.distDir && options.api
      ? { renderPage, tokens: options.api.tokens, db: options.api.db, distDir: options.distDir, sandbox }
      : null;
  app.setNotFoundHandler(async (request, reply) => {
    if (serverRender && (await sendServerRendered(app, request, reply, serverRender))) return reply;
    if (options.distDir && sendClientRoute(request, reply, options.distDir, sandbox, options.previewArea ?? sandbox)) return reply;
    return reply.code(404).header('cache-control', 'no-store').send(errorBody(404));
  });

  app.get(`${BASE_PATH}healthz`, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { ok: true };
  });

  // The app's entry points, keeping ?org=…&referrer=… for the lender and the referral.
  for (const from of ['/', BASE_PATH.slice(0, -1)]) {
    app.get(from, (request, reply) => {
      const query = request.url.indexOf('?');
      return reply.redirect(query === -1 ? REGISTER_PATH : `${REGISTER_PATH}${request.url.slice(query)}`, 302);
    });
  }

  if (options.api) {
    for (const schema of loadApiSchemas()) app.addSchema(schema);
    registerBearer(app, options.api.db, options.api.tokens);
    await registerClientLimits(app, options.api);
    app.addHook('onRoute', lockApplicationRoutes(options.api.db));
    await app.register(fastifySwagger, {
      openapi: {
        info: {
          title: 'HELOC sandbox origination API',
          version: '1',
          description:
            'The calls the app makes, at the paths of the specification. Where the specification omits a path, the one chosen here is documented in docs/api.md.',
        },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
      // Only API routes belong in the document, not the web build or health check.
      hideUntagged: true,
    });
    for (const plugin of options.apiRoutes ?? API_ROUTES) await app.register(plugin, options.api);
    app.get(OPENAPI_PATH, async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return app.swagger();
    });
  }

  if (options.distDir) await registerStaticApp(app, options.distDir, sandbox);

  return app;
}
