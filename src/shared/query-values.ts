// Numbers in a query string, which is text by nature: plain decimal digits only ("50"; never
// "+50", "5e1", "50.0" or "0x32"), the same rule as ids (shared/ids.ts). An absent or empty
// value takes the fallback.
import { z } from 'zod';

const DIGITS = /^[0-9]{1,15}$/;

export function queryInt(name: string, min: number, max: number): z.ZodType<number | undefined, string | undefined>;
export function queryInt(name: string, min: number, max: number, fallback: number): z.ZodType<number, string | undefined>;
export function queryInt(name: string, min: number, max: number, fallback?: number): z.ZodType<number | undefined, string | undefined> {
  const message = `${name} must be a number from ${min} to ${max}`;
  return z
    .string({ error: message })
    .optional()
    .transform((text, ctx) => {
      if (text === undefined || text === '') return fallback;
      const value = Number(text);
      if (!DIGITS.test(text) || value < min || value > max) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return value;
    });
}

/** A yes/no filter in a query: `1` or `0` (absent or empty: no). */
export function queryFlag(name: string): z.ZodType<boolean, string | undefined> {
  const message = `${name} must be 1 or 0`;
  return z
    .string({ error: message })
    .optional()
    .transform((text, ctx) => {
      if (text === undefined || text === '' || text === '0') return false;
      if (text === '1') return true;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    });
}
