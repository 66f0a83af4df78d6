// Server settings from the environment. Kept apart from main.ts so tests can check the defaults; a value that
// cannot be used is a StartUpError, which main.ts prints alone.
import path from 'node:path';
import { previewServed } from '../build/preview-area';
import { StartUpError } from './start-up-error';
import { parseTrustProxy, type TrustProxy } from './trust-proxy';

/** The app's base path; the Vite build uses the same one (vite.config.ts). */
export const BASE_PATH = '/account/heloc/';

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');

export interface ServerConfig {
  port: number;
  /** 'localhost' in sandbox mode, every interface otherwise, unless HOST is set. */
  host: string;
  /** Absolute path of the sandbox server's data folder. */
  dataDir: string;
  /** Absolute path of the Vite build (dist/, or DIST_DIR). */
  distDir: string;
  /** Sandbox controls and simulated back office on. */
  sandbox: boolean;
  /** The preview area's pages are served: in sandbox mode, unless PREVIEW says otherwise (src/build/preview-area.ts). */
  previewArea: boolean;
  /**
   * Signed-in application pages are drawn on the server (src/server/server-render.ts); SERVER_RENDER=0
   * sends the plain page instead (the end-to-end suite's main server: docs/decisions.md).
   */
  serverRender: boolean;
  logLevel: string;
  /**
   * Multiplies every per-client (per-address) limit. 1 in use; the end-to-end suite, whose every
   * browser comes from one loopback address, raises it. Per-email limits never scale.
   */
  clientLimitScale: number;
  /** TRUST_PROXY (src/server/trust-proxy.ts): whose X-Forwarded-For and X-Forwarded-Proto to believe; none by default. */
  trustProxy: TrustProxy;
  /** NODE_ENV=production: answers carry Strict-Transport-Security. */
  production: boolean;
  /** DATABASE_URL: PostgreSQL shared by a fleet; the embedded database under dataDir when absent. */
  databaseUrl?: string;
  /** DATABASE_POOL_SIZE: the most PostgreSQL connections this process holds. */
  databasePoolSize: number;
}

const TRUE = new Set(['1', 'true', 'yes', 'on']);
const FALSE = new Set(['0', 'false', 'no', 'off']);

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 8080;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new StartUpError(`PORT must be a whole number from 0 to 65535, not '${value}'`);
  return port;
}

function parseScale(value: string | undefined): number {
  if (value === undefined || value === '') return 1;
  const scale = Number(value);
  if (!Number.isFinite(scale) || scale < 1) throw new StartUpError(`CLIENT_LIMIT_SCALE must be a number of at least 1, not '${value}'`);
  return scale;
}

/** Ten connections per process, as pg's default; a fleet sizes it so processes × size fits PostgreSQL's max_connections. */
function parsePoolSize(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 10;
  const size = Number(value);
  if (!Number.isInteger(size) || size < 1 || size > 1000) {
    throw new StartUpError(
      `DATABASE_POOL_SIZE must be a whole number from 1 to 1000, not '${value}'. Leave it unset for 10 connections per process.`,
    );
  }
  return size;
}

/**
 * Sandbox mode is on by default so `npm start` runs end to end on one machine; NODE_ENV=production
 * turns it off unless SANDBOX=1 asks for it. An explicit SANDBOX=0 turns it off anywhere.
 */
function parseSandbox(env: NodeJS.ProcessEnv): boolean {
  const value = env.SANDBOX?.trim().toLowerCase();
  if (value && TRUE.has(value)) return true;
  if (value && FALSE.has(value)) return false;
  return env.NODE_ENV !== 'production';
}

export function readServerConfig(env: NodeJS.ProcessEnv = process.env, root: string = PROJECT_ROOT): ServerConfig {
  const sandbox = parseSandbox(env);
  return {
    port: parsePort(env.PORT),
    // The sandbox controls rewrite any application, so a sandbox is this machine's unless HOST opens it (as Vite does).
    // 'localhost' binds both 127.0.0.1 and ::1.
    host: env.HOST || (sandbox ? 'localhost' : '0.0.0.0'),
    dataDir: env.DATA_DIR ? path.resolve(env.DATA_DIR) : path.join(root, '.data'),
    distDir: env.DIST_DIR ? path.resolve(env.DIST_DIR) : path.join(root, 'dist'),
    sandbox,
    previewArea: previewServed(sandbox, env),
    serverRender: !FALSE.has(env.SERVER_RENDER?.trim().toLowerCase() ?? ''),
    logLevel: env.LOG_LEVEL || 'info',
    clientLimitScale: parseScale(env.CLIENT_LIMIT_SCALE),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    production: env.NODE_ENV === 'production',
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    databasePoolSize: parsePoolSize(env.DATABASE_POOL_SIZE),
  };
}
