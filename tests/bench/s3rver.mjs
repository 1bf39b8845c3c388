// An S3-protocol server for benchmarks, in a process of its own so that its work is not the
// clients': node tests/bench/s3rver.mjs <port> <directory> <bucket> prints `listening <port>` once
// it answers on 127.0.0.1, and stops on SIGTERM. Its credentials are s3rver's: S3RVER / S3RVER.
import S3rver from 's3rver';

const [port, directory, bucket] = process.argv.slice(2);
if (!bucket) throw new Error('usage: node tests/bench/s3rver.mjs <port> <directory> <bucket>');
const server = new S3rver({ address: '127.0.0.1', port: Number(port), directory, silent: true, configureBuckets: [{ name: bucket }] });
const { port: listening } = await server.run();
process.once('SIGTERM', () => server.close().then(() => process.exit(0)));
console.log(`listening ${listening}`);
