// README.md and docs/**/*.md name repository paths (`src/server/auth/guards.ts`, links to
// decision records, `#anchors`). A rename or a moved section that forgets the docs fails here,
// so the docs never send a reader to a file or heading that is gone, nor to a ticket or spec
// section outside the repository, and the decisions index lists every record.
import { describe, expect, test } from 'bun:test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dir, '../../..');

/** README.md and every Markdown file under docs/, as paths relative to the repository. */
function documents(): string[] {
  const underDocs = readdirSync(join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => join('docs', name));
  return ['README.md', ...underDocs].sort();
}

// A repository path written out in prose or code: starts at a top-level folder, not inside a
// URL or a longer path (`https://x/docs/…`, `/api/src/…` do not count).
const REPOSITORY_PATH = /(?<![\w./@-])(?:\.ci|src|tests|bench|docs|scripts|migrations)\/[\w./*-]*/g;

/** Paths named in a document's text, trailing sentence punctuation removed. */
function namedPaths(text: string): string[] {
  return [...text.matchAll(REPOSITORY_PATH)].map(([match]) => match.replace(/[.,;:]+$/, ''));
}

// Written by the benchmarks and ignored by git: named in the docs, absent from a fresh clone.
const GENERATED = ['bench/out/'];

function pathExists(path: string): boolean {
  if (GENERATED.some((folder) => path.startsWith(folder))) return true;
  if (!path.includes('*')) return existsSync(join(ROOT, path));
  return [...new Bun.Glob(path.replace(/\/$/, '')).scanSync({ cwd: ROOT, onlyFiles: false })].length > 0;
}

// GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens.
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(file: string): Set<string> {
  const text = readFileSync(join(ROOT, file), 'utf8').replace(/```[\s\S]*?```/g, '');
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map(([, heading]) => anchorOf(heading!)));
}

/** Markdown link targets that stay inside the repository: `[x](../file.md#part)`, `[x](#part)`. */
function localLinks(text: string): { target: string; anchor?: string }[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map(([, link]) => link!)
    .filter((link) => !/^[a-z][a-z+.-]*:/i.test(link))
    .map((link) => {
      const [target, anchor] = link.split('#');
      return { target: target!, anchor };
    });
}

describe('paths named by README.md and docs/', () => {
  test('the extractor finds paths in prose, code and links, and ignores URLs', () => {
    expect(namedPaths('see `src/server/auth/guards.ts`, then src/web/ui/.')).toEqual(['src/server/auth/guards.ts', 'src/web/ui/']);
    expect(namedPaths('[0009](docs/decisions/0009-x.md) and bench/*.ts')).toEqual(['docs/decisions/0009-x.md', 'bench/*.ts']);
    expect(namedPaths('https://example.com/docs/a and /api/src/x and a.src/b')).toEqual([]);
  });

  for (const file of documents()) {
    test(`${file} names only paths that exist`, () => {
      const text = readFileSync(join(ROOT, file), 'utf8');
      const missing = namedPaths(text).filter((path) => !pathExists(path));
      expect(missing).toEqual([]);
    });

    test(`${file} links only to files and headings that exist`, () => {
      const text = readFileSync(join(ROOT, file), 'utf8');
      const broken = localLinks(text).filter(({ target, anchor }) => {
        const linked = target ? relative(ROOT, resolve(ROOT, dirname(file), target)) : file;
        if (!existsSync(join(ROOT, linked))) return true;
        return anchor !== undefined && linked.endsWith('.md') && !anchorsOf(linked).has(anchor);
      });
      expect(broken).toEqual([]);
    });
  }
});

// "issue 9", "spec 2 §7": the reader of the repository has neither; the docs say what happens.
const OUTSIDE_REFERENCE = /\b(?:issues?[ -]\d+|spec \d+|sessions? \d+)\b|§/gi;

describe('docs describe behaviour, not places outside the repository', () => {
  test('the pattern catches ticket and spec references', () => {
    expect('after issue 9, as spec 2 §7 says; issue-19 branches'.match(OUTSIDE_REFERENCE)).toEqual(['issue 9', 'spec 2', '§', 'issue-19']);
    expect('a tissue 5 ways; the issue is open'.match(OUTSIDE_REFERENCE)).toBeNull();
  });

  for (const file of documents()) {
    test(`${file} names no issue, spec section or session`, () => {
      const text = readFileSync(join(ROOT, file), 'utf8');
      expect(text.match(OUTSIDE_REFERENCE) ?? []).toEqual([]);
    });
  }

  test('the decisions index links every decision record', () => {
    const records = readdirSync(join(ROOT, 'docs/decisions')).filter((name) => /^\d{4}-.+\.md$/.test(name));
    const index = readFileSync(join(ROOT, 'docs/decisions/README.md'), 'utf8');
    expect(records.length).toBeGreaterThan(0);
    expect(records.filter((name) => !index.includes(`](${name})`))).toEqual([]);
  });
});
