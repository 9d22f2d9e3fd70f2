// The shared frame of the database command-line tools: read `.env`, open the configured database (refusing a
// locked embedded one with its message), run the tool, close the database, and exit with the tool's code.

import fs from 'node:fs';
import { type Config, loadConfig } from '../config/env';
import { paths } from '../paths';
import { type Database, openDatabase } from './client';
import { DataDirLockedError } from './data-dir-lock';

type Tool = (database: Database, config: Config, where: string) => Promise<number>;

export async function runWithDatabase(tool: Tool): Promise<void> {
  if (fs.existsSync(paths.envFile)) process.loadEnvFile(paths.envFile);
  const config = loadConfig();
  const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded database in ${config.DATA_DIR}`;
  let database: Database;
  try {
    database = await openDatabase(config);
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    console.error(err.message);
    process.exitCode = 1;
    return;
  }
  try {
    process.exitCode = await tool(database, config, where);
  } finally {
    await database.close();
  }
}
