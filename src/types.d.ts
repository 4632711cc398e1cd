declare module '*.sql' {
  const text: string;
  export default text;
}
declare module 'zipcodes/lib/codes.js';
declare module '*.wasm' {
  /** Imported `with { type: 'file' }`: the path of the embedded file (inside the binary, a $bunfs path). */
  const path: string;
  export default path;
}
declare module 's3rver' {
  /** The parts of s3rver (a real S3 API over HTTP, for tests) that the tests use. */
  export default class S3rver {
    constructor(options: { address?: string; port?: number; silent?: boolean; directory: string; configureBuckets?: { name: string }[] });
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
    /** The node:http server it listens with. */
    httpServer?: { closeAllConnections(): void };
  }
}
/** http_ece (the aes128gcm reference code) ships no types; the tests' push service decrypts with it. */
declare module 'http_ece' {
  const ece: { decrypt(buffer: Buffer, params: Record<string, unknown>): Buffer; encrypt(buffer: Buffer, params: Record<string, unknown>): Buffer };
  export default ece;
}
