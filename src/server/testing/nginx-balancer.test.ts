// The fleet stage's balancer: nginx starts from its temp folder, spreads requests round robin (even
// over one kept-alive client connection), names the process in X-Upstream and appends the client to
// X-Forwarded-For, as the fleet tests rely on.
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NGINX_BIN, startNginx, type NginxBalancer } from './nginx-balancer';

const servers: Server[] = [];
let nginx: NginxBalancer | undefined;

/** A tiny upstream that echoes the headers nginx sent it. */
function upstream(): Promise<string> {
  const server = createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ forwardedFor: request.headers['x-forwarded-for'], proto: request.headers['x-forwarded-proto'] }));
  });
  servers.push(server);
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`127.0.0.1:${(server.address() as { port: number }).port}`)));
}

describe.skipIf(!existsSync(NGINX_BIN))('the nginx balancer', () => {
  let addresses: string[];
  beforeAll(async () => {
    addresses = [await upstream(), await upstream(), await upstream()];
    nginx = await startNginx(addresses);
  });
  afterAll(async () => {
    await nginx?.stop();
    for (const server of servers) server.close();
  });

  it('answers from every upstream in turn, saying which, with the client appended to X-Forwarded-For', async () => {
    const answers = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await fetch(`${nginx!.url}/any/path`, { headers: { 'x-forwarded-for': '203.0.113.7' } });
      answers.push({ upstream: res.headers.get('x-upstream'), body: await res.json() });
    }
    expect(new Set(answers.map((answer) => answer.upstream))).toEqual(new Set(addresses));
    // Round robin: the first three went to three different processes.
    expect(new Set(answers.slice(0, 3).map((answer) => answer.upstream)).size).toBe(3);
    for (const { body } of answers) expect(body).toEqual({ forwardedFor: '203.0.113.7, 127.0.0.1', proto: 'http' });
  });
});
