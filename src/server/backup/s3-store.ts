// Scheduled backups in an S3-compatible bucket through Bun's built-in S3 client (it signs every
// request; multipart for large files, uploaded from a worker thread: s3-upload-thread.ts). After
// an upload the object is read back whole on another worker (off-thread.ts) and its size and
// sha256 compared with what was sent; the checksum is kept beside it as NAME.sha256.
import type { S3Client } from 'bun';
import type { S3Location } from './settings';
import { BACKUP_NAME, backupTime, CHECKSUM_SUFFIX, checksumLine } from './names';
import { sha256OfObjectOffThread } from './off-thread';
import { uploadOffThread } from './s3-upload-thread';
import { type BackupStore, type StoredBackup, verifyCopy } from './store';

/** Multipart parts of 16 MiB: a 2 GB database is about 130 parts, well under S3's 10,000. */
const PART_BYTES = 16 * 1024 * 1024;

export function s3Client(location: S3Location): S3Client {
  return new Bun.S3Client({
    bucket: location.bucket,
    endpoint: location.endpoint,
    region: location.region,
    accessKeyId: location.accessKeyId,
    secretAccessKey: location.secretAccessKey,
  });
}

/** S3 errors carry a code (NoSuchKey, AccessDenied …) and a message; name both. */
function described(error: unknown): Error {
  const { code, message } = error as { code?: string; message?: string };
  return new Error(code && !message?.includes(code) ? `${code}: ${message}` : (message ?? String(error)));
}

async function attempt<T>(label: string, what: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new Error(`${what} ${label} failed: ${described(error).message}`);
  }
}

export function s3Store(location: S3Location, client = s3Client(location)): BackupStore {
  const label = `s3://${location.bucket}/${location.prefix}`;
  const key = (name: string) => location.prefix + name;
  const exists = (name: string) => BACKUP_NAME.test(name) && client.exists(key(name));
  return {
    where: 's3',
    label,
    async list() {
      const found: StoredBackup[] = [];
      let continuationToken: string | undefined;
      do {
        const page = await attempt(label, 'Listing', () => client.list({ prefix: location.prefix, continuationToken }));
        for (const object of page.contents ?? []) {
          const name = object.key.slice(location.prefix.length);
          const takenAt = backupTime(name);
          if (takenAt !== null) found.push({ name, where: 's3', bytes: object.size ?? 0, takenAt });
        }
        continuationToken = page.isTruncated ? page.nextContinuationToken : undefined;
      } while (continuationToken);
      return found.sort((a, b) => b.takenAt - a.takenAt);
    },
    async put(name, file, check) {
      await attempt(label, `Uploading ${name} to`, () => uploadOffThread(location, key(name), file, PART_BYTES));
      const stat = await attempt(label, `Reading ${name} back from`, () => client.file(key(name)).stat());
      const found =
        stat.size === check.bytes
          ? await attempt(label, `Reading ${name} back from`, () => sha256OfObjectOffThread(location, key(name)))
          : { bytes: stat.size, sha256: '' };
      try {
        verifyCopy(label, name, check, found);
      } catch (error) {
        // A copy that is not the backup must not be listed as one.
        await client.delete(key(name)).catch(() => {});
        throw error;
      }
      await attempt(label, `Writing the checksum of ${name} to`, () =>
        client.write(key(name + CHECKSUM_SUFFIX), checksumLine(check.sha256, name), { type: 'text/plain' }),
      );
    },
    async open(name) {
      if (!(await exists(name))) return null;
      const object = client.file(key(name));
      const { size } = await object.stat();
      return { bytes: size, stream: object.stream() };
    },
    async download(name, target) {
      if (!(await attempt(label, `Looking ${name} up in`, async () => exists(name)))) return false;
      await attempt(label, `Downloading ${name} from`, () => Bun.write(target, client.file(key(name))));
      return true;
    },
    async remove(name) {
      await attempt(label, `Deleting ${name} from`, () => client.delete(key(name)));
      await attempt(label, `Deleting the checksum of ${name} from`, () => client.delete(key(name + CHECKSUM_SUFFIX)));
    },
  };
}
