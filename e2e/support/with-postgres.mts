/**
 * Runs a command with DATABASE_URL set to a throwaway Debian PostgreSQL (tests/support/postgres-server.ts),
 * stopped and removed when the command ends or this process is asked to stop. The e2e forms server
 * runs through it, so the online services are tested end to end on PostgreSQL; the other e2e
 * servers stay on the embedded PGlite.
 *
 *   tsx e2e/support/with-postgres.mts <command> [args...]
 */
import { spawn } from 'node:child_process';
import { createDatabase, startPostgresServer } from '../../tests/support/postgres-server';

const [command, ...args] = process.argv.slice(2);
if (!command) throw new Error('Usage: tsx e2e/support/with-postgres.mts <command> [args...]');

const server = await startPostgresServer();
const url = await createDatabase(server.adminUrl, 'trimt_e2e');

const child = spawn(command, args, {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: url },
});
let stopping = false;
const stop = async (code: number) => {
  if (stopping) return;
  stopping = true;
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
  await server.stop();
  process.exit(code);
};
child.once('exit', (code) => void stop(code ?? 1));
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void stop(0));
