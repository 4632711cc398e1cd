// The README's configuration table and command line are the operator's reference: every
// environment variable the config schema reads and every flag `--help` prints is listed there,
// and nothing that does not exist. A setting added without its row fails here.
import { describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configSchema, HELP } from '../config';

const README = readFileSync(join(import.meta.dir, '../../../README.md'), 'utf8');

/** The text of one `## heading` section, up to the next heading of that level. */
function section(heading: string): string {
  const start = README.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`README.md has no "## ${heading}" section`);
  const end = README.indexOf('\n## ', start + 1);
  return README.slice(start, end < 0 ? undefined : end);
}

/** Rows of the configuration tables, `| \`NAME\` | … |`, with the flags each row names. */
function configurationRows(): { name: string; flags: string[] }[] {
  return [...section('Configuration').matchAll(/^\| `([A-Z][A-Z0-9_]*)` +\|(.*)$/gm)].map(([, name, rest]) => ({
    name: name!,
    flags: [...rest!.matchAll(/`(--[a-z-]+)`/g)].map(([, flag]) => flag!),
  }));
}

const flagsIn = (text: string) => [...new Set(text.match(/--[a-z][a-z-]+/g))].sort();

describe('README configuration and command line', () => {
  test('the configuration tables list every environment variable of the config schema, and no other', () => {
    const listed = configurationRows().map((row) => row.name);
    expect(listed.length).toBe(new Set(listed).size);
    expect([...listed].sort()).toEqual(Object.keys(configSchema.shape).sort());
  });

  test('a flag in the configuration tables is one the binary accepts', () => {
    const accepted = flagsIn(HELP);
    const flags = configurationRows().flatMap((row) => row.flags);
    expect(flags.length).toBeGreaterThan(0);
    expect(flags.filter((flag) => !accepted.includes(flag))).toEqual([]);
  });

  test('the command line section names every flag of --help, and no other', () => {
    expect(flagsIn(section('Command line'))).toEqual(flagsIn(HELP));
  });
});
