import { ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const ROOT = resolve(__dirname, '../..');

/**
 * The API compiled to JavaScript (tsc without type checking: the type check is its own CI step),
 * so that a test can run it as a real process, kill it and start it again quickly. Under
 * node_modules/.cache, inside the repository: the app finds its package.json and rules data
 * from there as it does from dist/.
 */
export async function buildServer(): Promise<string> {
  const cache = join(ROOT, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const outDir = mkdtempSync(join(cache, 'e2e-server-'));
  const tsc = require.resolve('typescript/bin/tsc');
  await promisify(execFile)(
    process.execPath,
    [tsc, '-p', join(ROOT, 'apps/api/tsconfig.app.json'), '--noCheck', '--sourceMap', 'false', '--outDir', outDir],
    { cwd: ROOT },
  );
  return outDir;
}

export function removeBuild(outDir: string): void {
  rmSync(outDir, { recursive: true, force: true });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** What the process wrote on stderr, for a failing test's message. */
  stderr: () => string;
  /** Resolves when the process has ended (at once if it has already). */
  exited: Promise<void>;
}

/** A free TCP port on loopback (the OS's choice, released at once for the server to take). */
export async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? ok(address.port) : fail(new Error('no port'))));
    });
  });
}

/**
 * Starts the built API with `env` (on top of this process's, without any DATABASE_URL or
 * DATABASE_PATH of the shell) and resolves once GET /health answers 200.
 */
export async function startServer(outDir: string, env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const base: NodeJS.ProcessEnv = { ...process.env };
  delete base.DATABASE_URL;
  delete base.DATABASE_PATH;
  const child = spawn(process.execPath, ['-r', 'tsconfig-paths/register', join(outDir, 'apps/api/src/main.js')], {
    cwd: ROOT,
    // tsconfig-paths maps @app/engine and @app/rules-text under the build, not the sources.
    env: { ...base, TS_NODE_BASEURL: outDir, PORT: String(port), LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((ok) => (child.exitCode !== null || child.signalCode !== null ? ok() : child.once('exit', () => ok())));
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server ended before answering (${child.exitCode ?? child.signalCode}):\n${stderr}`);
    try {
      if ((await fetch(`${url}/health`)).status === 200) return { url, child, stderr: () => stderr, exited };
    } catch {
      // not listening yet
    }
    await new Promise((ok) => setTimeout(ok, 100));
  }
}

/** SIGTERM, and SIGKILL if still there later: a test leaves no process behind. */
export async function stopServer(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 5000);
  await server.exited;
  clearTimeout(timer);
}
