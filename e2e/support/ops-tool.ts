import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { formsOrigin, OPS_TOKEN } from './forms-server';

/** The operators' tool (`npm run ops -- …`), as the office would run it against the forms server; its JSON answer. */
export async function ops(...args: string[]): Promise<unknown> {
  const { stdout } = await promisify(execFile)('node_modules/.bin/tsx', ['scripts/ops.mts', ...args, '--json'], {
    env: { ...process.env, OPS_SITE: formsOrigin, OPS_TOKEN },
  });
  return JSON.parse(stdout) as unknown;
}
