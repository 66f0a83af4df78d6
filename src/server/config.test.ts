import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readServerConfig } from './config';
import { StartUpError } from './start-up-error';

const ROOT = path.resolve('/srv/app');

describe('readServerConfig', () => {
  it('defaults to port 8080 on the loopback interface, .data in the project and sandbox on', () => {
    expect(readServerConfig({}, ROOT)).toEqual({
      port: 8080,
      host: 'localhost',
      dataDir: path.join(ROOT, '.data'),
      distDir: path.join(ROOT, 'dist'),
      sandbox: true,
      previewArea: true,
      serverRender: true,
      logLevel: 'info',
      clientLimitScale: 1,
      trustProxy: false,
      production: false,
      databasePoolSize: 10,
    });
  });

  it('believes X-Forwarded-For only from the proxies TRUST_PROXY names, refusing a value it cannot read', () => {
    expect(readServerConfig({ NODE_ENV: 'production' }, ROOT).trustProxy).toBe(false);
    expect(readServerConfig({ TRUST_PROXY: '127.0.0.1,10.0.0.0/8' }, ROOT).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8']);
    expect(readServerConfig({ TRUST_PROXY: 'true' }, ROOT).trustProxy).toBe(true);
    expect(() => readServerConfig({ TRUST_PROXY: 'the balancer' }, ROOT)).toThrow(StartUpError);
  });

  it('is in production mode with NODE_ENV=production only, whatever SANDBOX says', () => {
    expect(readServerConfig({ NODE_ENV: 'production' }, ROOT).production).toBe(true);
    expect(readServerConfig({ NODE_ENV: 'production', SANDBOX: '1' }, ROOT).production).toBe(true);
    expect(readServerConfig({ NODE_ENV: 'development' }, ROOT).production).toBe(false);
    expect(readServerConfig({ SANDBOX: '0' }, ROOT).production).toBe(false);
  });

  it('reads DATABASE_URL and DATABASE_POOL_SIZE, refusing a pool size that is not a whole number from 1 to 1000', () => {
    const config = readServerConfig({ DATABASE_URL: 'postgres://heloc@db/heloc', DATABASE_POOL_SIZE: '25' }, ROOT);
    expect(config).toMatchObject({ databaseUrl: 'postgres://heloc@db/heloc', databasePoolSize: 25 });
    expect(readServerConfig({ DATABASE_URL: '' }, ROOT).databaseUrl).toBeUndefined();
    expect(readServerConfig({ DATABASE_POOL_SIZE: '1000' }, ROOT).databasePoolSize).toBe(1000);
    for (const size of ['0', '1001', '2.5', 'ten', '-3']) {
      expect(() => readServerConfig({ DATABASE_POOL_SIZE: size }, ROOT), size).toThrow(StartUpError);
      expect(() => readServerConfig({ DATABASE_POOL_SIZE: size }, ROOT), size).toThrow(/DATABASE_POOL_SIZE .*1 to 1000/);
    }
  });

  it('draws signed-in pages on the server unless SERVER_RENDER turns it off', () => {
    expect(readServerConfig({ NODE_ENV: 'production' }, ROOT).serverRender).toBe(true);
    expect(readServerConfig({ SERVER_RENDER: '1' }, ROOT).serverRender).toBe(true);
    expect(readServerConfig({ SERVER_RENDER: '0' }, ROOT).serverRender).toBe(false);
    expect(readServerConfig({ SERVER_RENDER: 'off' }, ROOT).serverRender).toBe(false);
  });

  it('reads CLIENT_LIMIT_SCALE, refusing one that would lower the limits', () => {
    expect(readServerConfig({ CLIENT_LIMIT_SCALE: '1000' }, ROOT).clientLimitScale).toBe(1000);
    expect(() => readServerConfig({ CLIENT_LIMIT_SCALE: '0.5' }, ROOT)).toThrow(/CLIENT_LIMIT_SCALE/);
    expect(() => readServerConfig({ CLIENT_LIMIT_SCALE: 'lots' }, ROOT)).toThrow(/CLIENT_LIMIT_SCALE/);
  });

  it('reads PORT, HOST and DATA_DIR', () => {
    const config = readServerConfig({ PORT: '8091', HOST: '127.0.0.1', DATA_DIR: '/tmp/heloc-data' }, ROOT);
    expect(config).toMatchObject({ port: 8091, host: '127.0.0.1', dataDir: path.resolve('/tmp/heloc-data') });
  });

  it('listens on every interface by default only with the sandbox off; HOST decides either way', () => {
    expect(readServerConfig({ NODE_ENV: 'production' }, ROOT).host).toBe('0.0.0.0');
    expect(readServerConfig({ NODE_ENV: 'production', SANDBOX: '1' }, ROOT).host).toBe('localhost');
    expect(readServerConfig({ SANDBOX: '0' }, ROOT).host).toBe('0.0.0.0');
    expect(readServerConfig({ HOST: '0.0.0.0' }, ROOT).host).toBe('0.0.0.0');
    expect(readServerConfig({ NODE_ENV: 'production', HOST: '127.0.0.1' }, ROOT).host).toBe('127.0.0.1');
  });

  it('rejects a PORT that is not a port', () => {
    expect(() => readServerConfig({ PORT: 'eighty' }, ROOT)).toThrow(StartUpError);
    expect(() => readServerConfig({ PORT: 'eighty' }, ROOT)).toThrow(/PORT/);
    expect(() => readServerConfig({ PORT: '70000' }, ROOT)).toThrow(/PORT/);
  });

  it('serves the preview area where the sandbox is, unless PREVIEW says otherwise', () => {
    expect(readServerConfig({}, ROOT).previewArea).toBe(true);
    expect(readServerConfig({ NODE_ENV: 'production' }, ROOT).previewArea).toBe(false);
    expect(readServerConfig({ NODE_ENV: 'production', SANDBOX: '1' }, ROOT).previewArea).toBe(true);
    expect(readServerConfig({ NODE_ENV: 'production', PREVIEW: '1' }, ROOT).previewArea).toBe(true);
    expect(readServerConfig({ NODE_ENV: 'production', PREVIEW: '1' }, ROOT).sandbox).toBe(false);
    expect(readServerConfig({ PREVIEW: 'off' }, ROOT).previewArea).toBe(false);
  });

  it('turns the sandbox off in production unless SANDBOX=1', () => {
    expect(readServerConfig({ NODE_ENV: 'production' }, ROOT).sandbox).toBe(false);
    expect(readServerConfig({ NODE_ENV: 'production', SANDBOX: '1' }, ROOT).sandbox).toBe(true);
    expect(readServerConfig({ NODE_ENV: 'development', SANDBOX: '0' }, ROOT).sandbox).toBe(false);
    expect(readServerConfig({ NODE_ENV: 'test' }, ROOT).sandbox).toBe(true);
  });
});
