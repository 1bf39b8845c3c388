// s3rver in a process of its own, so that a test measuring its own memory does not count the
// server's: started by tests/server/s3Server.ts with the folder to keep buckets in, it prints
// its port and serves until killed.
import S3rver from 's3rver';

const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: process.argv[2] });
const { port } = await server.run();
process.stdout.write(`${port}\n`);
