// The speed-to-lead bench's plumbing: a fresh database per run, the compiled server and workers as processes, and
// the CPU time they and the run's PostgreSQL backends spend (Linux /proc).

import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const SERVER_DIR = path.join(import.meta.dirname, '..', 'server');

/** 'pglite' (a fresh embedded database) or a PostgreSQL server URL (a fresh database is made on it). */
export type DatabaseChoice = 'pglite' | { url: string };

export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

async function adminQuery(url: string, text: string) {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A fresh database for this run: an empty PGlite directory, or a new database on the PostgreSQL server. */
export async function freshDatabase(database: DatabaseChoice) {
  if (database === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lm-speed-'));
    return {
      name: undefined,
      env: { DATA_DIR: dir },
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `speed_${Date.now()}_${process.pid}`;
  await adminQuery(database.url, `CREATE DATABASE ${name}`);
  const url = new URL(database.url);
  url.pathname = `/${name}`;
  return {
    name,
    env: {
      DATABASE_URL: url.toString(),
      SECRETS_KEY: randomBytes(32).toString('base64'),
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'lm-speed-')),
    },
    drop: () => adminQuery(database.url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** The app's and workers' log (warnings and errors), appended to SPEED_APP_LOG when set. */
const appLog = () => (process.env.SPEED_APP_LOG ? fs.openSync(process.env.SPEED_APP_LOG, 'a') : 'ignore');

export function startProcess(script: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--enable-source-maps', path.join(SERVER_DIR, 'dist', script)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', appLog(), 'inherit'],
  });
  return child;
}

export async function waitUntilReady(base: string, child: ChildProcess) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ready = await fetch(`${base}/api/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the server did not become ready in 2 minutes');
}

const TICKS_PER_SECOND = 100;

/** User + system CPU seconds a process has used so far (Linux /proc), or 0 once it is gone. */
export function cpuSeconds(pid: number | undefined): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The PostgreSQL backends serving one database (their title names it), on this machine. */
export function backendsOf(databaseName: string | undefined): number[] {
  if (!databaseName) return [];
  return fs.readdirSync('/proc').flatMap((entry) => {
    if (!/^\d+$/.test(entry)) return [];
    try {
      const title = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      return title.startsWith('postgres: ') && title.includes(` ${databaseName} `) ? [Number(entry)] : [];
    } catch {
      return [];
    }
  });
}

export const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
