declare module '*.sql' {
  const text: string;
  export default text;
}
declare module 'zipcodes/lib/codes.js';
