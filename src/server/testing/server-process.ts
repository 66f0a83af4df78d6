// Runs src/server/main.ts as a real process, for tests of what only the process does: start-up refusals,
// signals, the files it leaves. Every wait is bounded, so a broken server fails a test rather than hanging it.
import { spawn, type ChildProcess } from 'node:child_process';
import { PROJECT_ROOT } from '../config';

/** A pino log line (or, for output that is not JSON, the raw text as msg). */
export interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

/** Settings from the test run's own environment that must not reach the server under test. */
const NOT_INHERITED = [
  'HOST',
  'PORT',
  'DATA_DIR',
  'DIST_DIR',
  'DATABASE_URL',
  'TOKEN_SECRET',
  'SANDBOX_OUTBOX_KEY',
  'SANDBOX',
  'NODE_ENV',
  'LOG_LEVEL',
  'CLIENT_LIMIT_SCALE',
  'TRUST_PROXY',
  'DATABASE_POOL_SIZE',
];

export const WARN = 40;

export class ServerProcess {
  readonly pid: number;
  readonly logs: LogLine[] = [];
  stderr = '';
  /** The exit code (null after a signal); undefined while running. */
  exitCode: number | null | undefined;
  private readonly child: ChildProcess;
  private readonly exited: Promise<number | null>;
  private readonly listeners = new Set<() => void>();
  private pending = '';

  /**
   * Starts the server on a free port with `env` on top; umask 000, so any private file is the server's own doing.
   * `user` runs it as another user (when the tests run as root, whom file permissions do not stop).
   */
  constructor(env: Record<string, string>, user: { uid: number; gid: number } | null = null) {
    const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !NOT_INHERITED.includes(name)));
    this.child = spawn('sh', ['-c', 'umask 000 && exec node --import tsx src/server/main.ts'], {
      cwd: PROJECT_ROOT,
      env: { ...inherited, PORT: '0', LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      ...user,
    });
    if (this.child.pid === undefined) throw new Error('could not start the server process');
    this.pid = this.child.pid;
    this.child.stdout?.setEncoding('utf8').on('data', (chunk: string) => this.readLogs(chunk));
    this.child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      this.stderr += chunk;
    });
    this.exited = new Promise((resolve) => {
      // 'close', not 'exit': the output has been read by then.
      this.child.on('close', (code) => {
        this.exitCode = code;
        this.notify();
        resolve(code);
      });
    });
  }

  /** The first log line that matches, waiting for it; rejects when the process exits first or time runs out. */
  waitForLog(match: (line: LogLine) => boolean, timeoutMs = 60_000): Promise<LogLine> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const line = this.logs.find(match);
        if (line) finish(() => resolve(line));
        else if (this.exitCode !== undefined) finish(() => reject(new Error(`the server exited (${this.exitCode}) first: ${this.stderr}`)));
      };
      const timer = setTimeout(() => finish(() => reject(new Error(`no such log line within ${timeoutMs} ms: ${this.stderr}`))), timeoutMs);
      const finish = (settle: () => void) => {
        clearTimeout(timer);
        this.listeners.delete(check);
        settle();
      };
      this.listeners.add(check);
      check();
    });
  }

  /** Waits for the 'ready' line and answers the first address the server listens at. */
  async ready(timeoutMs?: number): Promise<string> {
    await this.waitForLog((line) => line.msg === 'ready', timeoutMs);
    const [first] = this.listeningAt();
    if (!first) throw new Error('the server was ready without listening anywhere');
    return first;
  }

  /** Every address Fastify reported listening at, as URLs. */
  listeningAt(): string[] {
    return this.logs.flatMap((line) => /^Server listening at (\S+)$/.exec(line.msg)?.[1] ?? []);
  }

  /** The exit code once the process has ended (a start-up that fails still loads the server first: about 15 s on a busy 2-core machine). */
  async exit(timeoutMs = 45_000): Promise<number | null> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`the server did not exit within ${timeoutMs} ms: ${this.stderr}`)), timeoutMs);
    });
    try {
      return await Promise.race([this.exited, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  signal(signal: NodeJS.Signals): void {
    if (this.exitCode === undefined) this.child.kill(signal);
  }

  /** Ends the process whatever state it is in (for afterAll). */
  async kill(): Promise<void> {
    this.signal('SIGKILL');
    await this.exit(5_000).catch(() => undefined);
  }

  private readLogs(chunk: string): void {
    const lines = (this.pending + chunk).split('\n');
    this.pending = lines.pop() ?? '';
    for (const text of lines.filter(Boolean)) {
      try {
        this.logs.push(JSON.parse(text) as LogLine);
      } catch {
        this.logs.push({ level: 0, msg: text });
      }
    }
    this.notify();
  }

  private notify(): void {
    for (const listener of [...this.listeners]) listener();
  }
}
