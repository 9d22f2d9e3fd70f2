import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Compiles the server as `npm start` does, into dist/main{suffix}.js (files of this test's own): its entry, and the
 * removal of what was built.
 */
export function buildServer(suffix: string) {
  execFileSync(process.execPath, ['scripts/build.mjs', `--suffix=${suffix}`], {
    cwd: serverDir,
    stdio: 'ignore',
  });
  const built = ['main', 'worker'].flatMap((name) => [`${name}${suffix}.js`, `${name}${suffix}.js.map`]);
  return {
    entry: `dist/main${suffix}.js`,
    remove: () => {
      for (const file of built) fs.rmSync(path.join(serverDir, 'dist', file), { force: true });
    },
  };
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Runs `src/main.ts` (or another entry: a compiled `dist/….js` runs as `npm start` runs it) as a real process, and
 * waits for its URL.
 */
export function startServerProcess(
  env: Record<string, string>,
  entry = 'src/main.ts',
): Promise<ServerProcess> {
  // Node itself with tsx as a loader, not the tsx launcher: the launcher runs the server as a second process,
  // which a SIGKILL of the launcher leaves running after the test.
  const loader = entry.endsWith('.ts') ? ['--import', 'tsx'] : ['--enable-source-maps'];
  const child = spawn(process.execPath, [...loader, entry], {
    cwd: serverDir,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => {
    out += String(d);
  });
  child.stderr?.on('data', (d) => {
    out += String(d);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null) child.kill(signal);
    return exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop('SIGKILL');
      reject(new Error(`server did not start in time:\n${out}`));
    }, 120_000);
    const check = () => {
      const match = out.match(/running at (http:\/\/\S+)/);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ url: match[1].replace('localhost', '127.0.0.1'), child, output: () => out, stop });
      }
    };
    child.stdout?.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(Object.assign(new Error(`server exited with ${code}:\n${out}`), { code, output: out }));
    });
  });
}
