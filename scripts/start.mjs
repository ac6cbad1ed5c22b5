/**
 * `npm start` (and `npm start -- -p 8080`): Next's production server, `next start` with the
 * arguments given, on Linux with glibc's allocator kept to two arenas (`MALLOC_ARENA_MAX=2`)
 * unless the environment already sets it.
 *
 * Why: glibc gives threads that allocate at the same time arenas of their own (up to eight per
 * core) and seldom hands their freed memory back. Next encodes the pages' pictures with sharp on
 * libuv's and libvips' threads; after the first visits' 1,100 encodes the server stayed at about
 * 1 GB resident, against about 0.65 GB with two arenas, at the same speed (README, "The server's
 * memory"). glibc reads the variable when the process starts, before any JavaScript runs, so it
 * cannot be set from the server's own code: this script replaces itself with the same Node.js and
 * the variable set (process.execve: the same process id, so a supervisor's signals reach the
 * server itself). Elsewhere (Windows, macOS; Alpine's musl ignores the variable) Next runs in this
 * process, as `next start` would.
 */
import { createRequire } from 'node:module';

const nextCli = createRequire(import.meta.url).resolve('next/dist/bin/next');
const args = ['start', ...process.argv.slice(2)];

// (process.execve is Node 22.15's and later: on an older Node the server runs without the setting.)
if (process.platform === 'linux' && process.env.MALLOC_ARENA_MAX === undefined && process.execve) {
  // (Node 24 marks execve experimental; its warning is due on the next tick, which never comes.)
  process.execve(process.execPath, [process.execPath, ...process.execArgv, nextCli, ...args], {
    ...process.env,
    MALLOC_ARENA_MAX: '2',
  });
}
process.argv = [process.argv[0], nextCli, ...args];
await import(nextCli);
