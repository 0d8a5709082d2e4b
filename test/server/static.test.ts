// The web app's files are kept in memory once each, whatever spelling of their address asked for
// them: a hostile play-test asked for one 600 kB source map under 250 percent-encodings of its
// name, and the server read, compressed (gzip level 9) and kept a copy for each (119 → 314 MB,
// its event loop 100–170 ms late meanwhile).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { StaticFiles } from '../../src/server/static.js';

const root = mkdtempSync(join(tmpdir(), 'catan-static-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
mkdirSync(join(root, 'assets'));
writeFileSync(join(root, 'index.html'), '<!doctype html><head></head><p>app</p>');
writeFileSync(join(root, 'assets', 'rules-Drbt3yc0.js'), `// ${'x'.repeat(4000)}\n`);

/** Serve one address; the status and the body sent (null when there is no such file). */
function get(files: StaticFiles, path: string): string | null {
  let body: Buffer | string | undefined;
  const req = { method: 'GET', headers: {} } as IncomingMessage;
  const res = { writeHead: () => res, end: (b?: Buffer | string) => { body = b; } } as unknown as ServerResponse;
  return files.serve(req, res, path) ? String(body) : null;
}

describe('StaticFiles', () => {
  it('keeps one copy of a file however its address is spelt; a miss keeps nothing', () => {
    const files = new StaticFiles(root);
    const spellings = ['/assets/rules-Drbt3yc0.js', '/assets/%72ules-Drbt3yc0.js', '/assets/%72%75les-Drbt3yc0.js', '//assets/./rules-Drbt3yc0.js', '/x/../assets/rules-Drbt3yc0.js'];
    for (const p of spellings) expect(get(files, p), p).toMatch(/^\/\/ x{4000}/);
    expect(files.size).toBe(1);
    for (let i = 0; i < 50; i++) expect(get(files, `/assets/nope-${i}.js`)).toBeNull();
    expect(get(files, '/../../etc/passwd')).toBeNull();
    expect(files.size).toBe(1);
  });

  it('the page\'s rewrite (the start-up data) applies to the page by its own name, whichever spelling asked', () => {
    const files = new StaticFiles(root, (page, html) => (page === '/index.html' ? html.replace('</head>', '<script id="boot"></script></head>') : html));
    for (const p of ['/', '/index.html', '/%69ndex.html', '/./index.html']) expect(get(files, p), p).toContain('<script id="boot">');
    expect(files.size).toBe(1);
  });
});
