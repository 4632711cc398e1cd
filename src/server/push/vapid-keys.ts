// The VAPID key pair that signs every push (RFC 8292): given by VAPID_PUBLIC_KEY /
// VAPID_PRIVATE_KEY, or generated on first start and kept in the data folder (mode 600), like the
// session secret. A new pair would orphan every browser's subscription, so it is made only once.
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webPush from 'web-push';
import type { Config } from '../config';

export interface VapidKeys {
  /** base64url, as the browser's pushManager.subscribe takes it (applicationServerKey). */
  publicKey: string;
  privateKey: string;
  /** mailto: or https: contact the push services see in the JWT's `sub`. */
  subject: string;
}

/** The file in the data folder that keeps generated keys. */
export const VAPID_KEYS_FILE = 'vapid-keys.json';

/** VAPID_SUBJECT, or mailto: the support address. */
export function vapidSubject(config: Config): string {
  return config.VAPID_SUBJECT ?? `mailto:${config.supportEmail}`;
}

/** The configured keys, else those in the data folder, else a new pair written there. */
export function loadVapidKeys(config: Config, dataDir: string): VapidKeys {
  const subject = vapidSubject(config);
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  }
  const file = join(dataDir, VAPID_KEYS_FILE);
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
    return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
  }
  const created = webPush.generateVAPIDKeys();
  writeFileSync(file, `${JSON.stringify(created)}\n`, { mode: 0o600 });
  // writeFileSync's mode is filtered by the umask; the key must be readable by its owner only.
  chmodSync(file, 0o600);
  return { ...created, subject };
}
