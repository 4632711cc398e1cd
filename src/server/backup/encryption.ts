// Backups encrypted with a passphrase in the age format (age-encryption.org/v1, typage): any
// `age -d` opens them. The scheduled backup encrypts on a worker thread (file-thread.ts). scrypt —
// a second or more of CPU at age's work factor — runs through node:crypto (native, on libuv's
// thread pool) rather than typage's JavaScript scrypt; the stanza it produces is age's scrypt
// recipient, and typage's own decrypter reads it back.
import { randomBytes, scrypt } from 'node:crypto';
import { open } from 'node:fs/promises';
import { chacha20poly1305 } from '@noble/ciphers/chacha.js';
import { Decrypter, Encrypter, type Recipient, Stanza } from 'age-encryption';
import { BackupError } from './database-file';

/** age's default scrypt work factor (2^18): what `age -p` writes. */
export const SCRYPT_WORK_FACTOR = 18;

const AGE_MAGIC = 'age-encryption.org/v1\n';
const SCRYPT_LABEL = 'age-encryption.org/v1/scrypt';

function scryptAsync(passphrase: string, salt: Buffer, logN: number): Promise<Buffer> {
  const N = 2 ** logN;
  // scrypt needs 128·N·r bytes; node refuses past maxmem, so allow that with room.
  const options = { N, r: 8, p: 1, maxmem: 256 * N * 8 };
  return new Promise((resolve, reject) => scrypt(passphrase, salt, 32, options, (error, key) => (error ? reject(error) : resolve(key))));
}

/** age's scrypt recipient (the spec's "scrypt" stanza), with the key derived off the main thread. */
function scryptRecipient(passphrase: string, logN: number): Recipient {
  return {
    async wrapFileKey(fileKey) {
      const salt = randomBytes(16);
      const key = await scryptAsync(passphrase, Buffer.concat([Buffer.from(SCRYPT_LABEL), salt]), logN);
      const body = chacha20poly1305(key, new Uint8Array(12)).encrypt(fileKey);
      return [new Stanza(['scrypt', salt.toString('base64').replace(/=+$/, ''), String(logN)], body)];
    },
  };
}

/** The stream encrypted with the passphrase, as an age file. */
export async function encryptStream(plain: ReadableStream<Uint8Array>, passphrase: string, logN = SCRYPT_WORK_FACTOR): Promise<ReadableStream<Uint8Array>> {
  const encrypter = new Encrypter();
  encrypter.addRecipient(scryptRecipient(passphrase, logN));
  return encrypter.encrypt(plain);
}

/** Whether the file starts with age's header line. */
export async function isAgeFile(path: string): Promise<boolean> {
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(AGE_MAGIC.length);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return bytesRead === head.length && head.toString('latin1') === AGE_MAGIC;
  } finally {
    await handle.close();
  }
}

/**
 * Decrypts an age file to `target`. A missing or wrong passphrase is a BackupError naming the
 * file; so is a damaged file (age authenticates every chunk).
 */
export async function decryptFile(source: string, target: string, passphrase: string | null, shownAs = source): Promise<void> {
  if (!passphrase) throw new BackupError(`${shownAs} is encrypted: set BACKUP_PASSPHRASE to the passphrase it was written with.`);
  const decrypter = new Decrypter();
  decrypter.addPassphrase(passphrase);
  let plain: ReadableStream<Uint8Array>;
  try {
    plain = await decrypter.decrypt(Bun.file(source).stream());
  } catch (error) {
    const message = (error as Error).message;
    if (/no identity matched/.test(message)) {
      throw new BackupError(`The passphrase does not open ${shownAs}: BACKUP_PASSPHRASE is not the one it was written with.`);
    }
    throw new BackupError(`${shownAs} cannot be decrypted: ${message}`);
  }
  try {
    await Bun.write(target, new Response(plain));
  } catch (error) {
    throw new BackupError(`${shownAs} is damaged: decrypting it failed (${(error as Error).message}).`);
  }
}
