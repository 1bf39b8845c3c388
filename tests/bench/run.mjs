// `npm run bench`: the window benchmark, then the VFS benchmark on the build it made, each given
// every option (each reads its own: --layouts and --counts the windows', --rows, --entries and
// --size the VFS's). --benches=vfs (or windows) runs one alone.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const benches = (args.find((arg) => arg.startsWith('--benches='))?.split('=')[1] ?? 'windows,vfs').split(',');
const rest = args.filter((arg) => !arg.startsWith('--benches='));
let built = rest.includes('--no-build');
let status = 0;
for (const bench of benches) {
  if (bench !== 'windows' && bench !== 'vfs') throw new Error(`unknown benchmark '${bench}' (windows, vfs)`);
  // The window benchmark builds everything; the VFS benchmark after it reuses that build.
  const options = built ? [...new Set([...rest, '--no-build'])] : rest;
  const run = spawnSync(process.execPath, [fileURLToPath(new URL(`${bench}.mjs`, import.meta.url)), ...options], { stdio: 'inherit' });
  built = true;
  status ||= run.status ?? 1;
}
process.exit(status);
