import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readServerConfig } from './config';

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
    });
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
