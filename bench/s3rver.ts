// A real S3 API on 127.0.0.1 in a process of its own, for benches that upload to it (the bench's
// own event loop stays the load generator's). Prints {"endpoint","bucket"} as one line, then
// serves until stdin closes (the bench ends it), at most ten minutes.
import { startS3 } from '../src/server/testing/s3-server';

const s3 = await startS3();
console.log(JSON.stringify({ endpoint: s3.endpoint, bucket: s3.bucket }));
const stop = async () => {
  await s3.close();
  process.exit(0);
};
setTimeout(stop, 10 * 60_000);
for await (const _ of Bun.stdin.stream());
await stop();
