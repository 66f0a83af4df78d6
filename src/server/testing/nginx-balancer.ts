// Debian's nginx as a round-robin load balancer in front of several server processes, for the fleet
// stage and bench. Everything it writes (logs, pid, temp files) stays in a temp folder; each answer
// carries X-Upstream, the address of the process that answered, so a test can see where it went.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

export const NGINX_BIN = '/usr/sbin/nginx';

export interface NginxBalancer {
  /** http://127.0.0.1:PORT */
  url: string;
  pid: number;
  stop(): Promise<void>;
  stopSync(): void;
}

/** The configuration: no upstream keepalive, so round robin is per request, not per connection. */
export function nginxConfig(folder: string, port: number, upstreams: string[]): string {
  const temp = (name: string) => `${name}_temp_path ${path.join(folder, name)};`;
  return `daemon off;
worker_processes 1;
pid ${path.join(folder, 'nginx.pid')};
error_log ${path.join(folder, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log ${path.join(folder, 'access.log')};
  ${temp('client_body')}
  ${temp('proxy')}
  ${temp('fastcgi')}
  ${temp('uwsgi')}
  ${temp('scgi')}
  client_max_body_size 50m;
  upstream fleet {
${upstreams.map((address) => `    server ${address};`).join('\n')}
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://fleet;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header Host $host;
      # A request that failed on one process is never quietly retried on another.
      proxy_next_upstream off;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

/** Whether something accepts connections on the port. */
const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Starts nginx in front of `upstreams` (host:port each) and waits until it accepts connections. */
export async function startNginx(upstreams: string[], timeoutMs = 10_000): Promise<NginxBalancer> {
  if (!existsSync(NGINX_BIN)) throw new Error(`nginx is not installed (no ${NGINX_BIN}): install Debian's package \`nginx-light\`.`);
  const folder = await mkdtemp(path.join(os.tmpdir(), 'heloc-nginx-'));
  // Run as root, nginx's workers are `nobody`: they must reach the temp folders inside.
  await chmod(folder, 0o755);
  const port = await freePort();
  await writeFile(path.join(folder, 'nginx.conf'), nginxConfig(folder, port, upstreams));
  const errorLog = path.join(folder, 'error.log');
  // -e: the error log before the config is read, which would otherwise be /var/log/nginx's.
  const child: ChildProcess = spawn(NGINX_BIN, ['-p', folder, '-c', path.join(folder, 'nginx.conf'), '-e', errorLog], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  let running = true;
  void exited.then(() => (running = false));
  const cleanUp = () => rm(folder, { recursive: true, force: true });

  const deadline = Date.now() + timeoutMs;
  while (!(await accepts(port))) {
    if (!running || Date.now() > deadline) {
      child.kill('SIGKILL');
      const log = existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : '';
      await cleanUp();
      throw new Error(`nginx did not start on port ${port}: ${stderr}${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    async stop() {
      if (running) child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (running) child.kill('SIGKILL');
      await cleanUp();
    },
    stopSync() {
      if (running) child.kill('SIGKILL');
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
