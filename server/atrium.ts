// The operators' tool: `npm run atrium -- <command> [options]`; `--help` lists the commands.
import { processIo, runCli } from './cli';

runCli(process.argv.slice(2), processIo(), process.env)
  .then((status) => {
    process.exitCode = status;
  })
  .catch((error: unknown) => {
    console.error(`atrium: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
