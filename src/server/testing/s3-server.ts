// A real S3 API on 127.0.0.1 for tests (s3rver: objects kept in a temporary folder), so the
// backup code talks to it through Bun's own S3 client exactly as to a provider.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** s3rver accepts these credentials (and refuses others, as S3 does). */
export const S3RVER_KEY = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestS3 {
  endpoint: string;
  bucket: string;
  close(): Promise<void>;
}

export async function startS3(bucket = 'vetrelief-backups'): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'vetrelief-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    async close() {
      // Clients keep connections alive; close() alone would wait for them.
      server.httpServer?.closeAllConnections();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
