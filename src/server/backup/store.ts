// Where scheduled backups are kept: a local folder or an S3-compatible bucket, behind one shape so
// the job, the commands and the admin panel treat both alike.
export type BackupPlace = 'folder' | 's3';

export interface StoredBackup {
  name: string;
  where: BackupPlace;
  bytes: number;
  /** When it was taken (from its name), ms. */
  takenAt: number;
}

/** What a put must find when it reads the copy back. */
export interface BackupCheck {
  bytes: number;
  sha256: string;
}

export interface BackupStore {
  where: BackupPlace;
  /** How messages name it: the folder's path, or s3://bucket/prefix/. */
  label: string;
  /** Its scheduled backups, newest first (other files are ignored). */
  list(): Promise<StoredBackup[]>;
  /** Stores `file` as `name` with its checksum beside it, then reads it back; throws when the copy differs. */
  put(name: string, file: string, check: BackupCheck): Promise<void>;
  /** The backup's bytes, or null when there is none of that name. */
  open(name: string): Promise<{ bytes: number; stream: ReadableStream<Uint8Array> } | null>;
  /** Copies the backup to a local file; false when there is none of that name. */
  download(name: string, target: string): Promise<boolean>;
  /** Deletes the backup and its checksum. */
  remove(name: string): Promise<void>;
}

/** The sha256 (hex) of a stream, read chunk by chunk. */
export async function sha256Of(stream: ReadableStream<Uint8Array>): Promise<{ sha256: string; bytes: number }> {
  const hasher = new Bun.CryptoHasher('sha256');
  let bytes = 0;
  for await (const chunk of stream) {
    hasher.update(chunk);
    bytes += chunk.byteLength;
  }
  return { sha256: hasher.digest('hex'), bytes };
}

/** Throws when a read-back copy is not the one written. */
export function verifyCopy(label: string, name: string, expected: BackupCheck, found: BackupCheck): void {
  if (found.bytes !== expected.bytes) throw new Error(`${label}${name} reads back as ${found.bytes} bytes, not ${expected.bytes}`);
  if (found.sha256 !== expected.sha256) throw new Error(`${label}${name} reads back with another sha256 than was written`);
}
