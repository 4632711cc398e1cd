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
