// Runs the npm scripts named on the command line at once (`node scripts/run-all.mjs typecheck lint`),
// each one's output kept together and printed when it ends, and fails if any of them failed.
// The checks before the tests are single-threaded: on two cores, together they take the time of
// the longest (lint, ~90 s) instead of the sum (~130 s).
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: node scripts/run-all.mjs <npm script>...');
  process.exit(2);
}

function run(name) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const status = code === 0 ? 'passed' : `failed (${signal ?? `exit code ${code}`})`;
      process.stdout.write(`\n> npm run ${name}\n`);
      process.stdout.write(Buffer.concat(output));
      process.stdout.write(`npm run ${name}: ${status} in ${seconds} s\n`);
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(names.map(run));
const failed = names.filter((_, i) => !results[i]);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.map((name) => `npm run ${name}`).join(', ')}`);
  process.exit(1);
}
