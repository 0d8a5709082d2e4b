/**
 * Serving the built web app (dist/web) and, when it has been built, the rules manual at /rules.
 * Files are read once and kept in memory with their gzip form; hashed assets are cached for a
 * year, pages and source maps revalidate. Never serves anything outside its roots.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, relative, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml', '.json': 'application/json; charset=utf-8', '.png': 'image/png', '.ico': 'image/x-icon',
  '.woff2': 'font/woff2', '.txt': 'text/plain; charset=utf-8', '.webmanifest': 'application/manifest+json',
  // The web build's source maps (vite.config.ts), which browsers' developer tools fetch. Not cached
  // as immutable: a map's name is its script's, and a change to a comment in the sources changes the
  // map (its sourcesContent) without changing the script.
  '.map': 'application/json; charset=utf-8',
};

interface Cached { body: Buffer; gz: Buffer | null; type: string; immutable: boolean }

export class StaticFiles {
  private readonly cache = new Map<string, Cached>();
  /**
   * `transform` may rewrite a page's text before it is cached (the server writes its start-up
   * data into index.html so that the first screen needs no round trip).
   */
  constructor(private readonly root: string, private readonly transform?: (path: string, text: string) => string) {}

  /** Serve `urlPath` from the root; returns false when there is no such file. */
  serve(req: IncomingMessage, res: ServerResponse, urlPath: string): boolean {
    const file = this.load(urlPath);
    if (!file) return false;
    const gzip = file.gz && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(200, {
      'content-type': file.type,
      'cache-control': file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      'x-content-type-options': 'nosniff',
      ...(gzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : gzip ? file.gz : file.body);
    return true;
  }

  private load(urlPath: string): Cached | null {
    let rel: string;
    try { rel = decodeURIComponent(urlPath); } catch { return null; }
    if (rel.endsWith('/')) rel += 'index.html';
    const full = resolve(this.root, '.' + sep + normalize(rel));
    if (full !== this.root && !full.startsWith(this.root + sep)) return null;
    // Kept by the file itself, not by the address asked for: one file has endless spellings
    // (/assets/%72ules.js, //assets/./rules.js), and a map keyed by them let any stream of
    // requests read, compress and keep the same file again each time (a hostile play-test grew
    // the server by 200 MB and stalled its loop).
    const kept = this.cache.get(full);
    if (kept) return kept;
    let found: Cached | null = null;
    if (existsSync(full) && statSync(full).isFile()) {
      let body = readFileSync(full);
      const type = TYPES[extname(full)] ?? 'application/octet-stream';
      // The page's own name under the root ("/index.html"), whichever spelling asked for it.
      const page = '/' + relative(this.root, full).split(sep).join('/');
      if (this.transform && type.startsWith('text/html')) body = Buffer.from(this.transform(page, body.toString('utf8')));
      const gz = /^(text|image\/svg|application\/(json|manifest))/.test(type) && body.length > 512 ? gzipSync(body, { level: 9 }) : null;
      found = { body, gz, type, immutable: /[.-][A-Za-z0-9_-]{8,}\.(js|css|woff2|png|svg)$/.test(full) && full.includes(`${sep}assets${sep}`) };
    }
    // Only files are kept (at most the files under the root): remembering misses would let any
    // stream of made-up paths grow the map.
    if (found) this.cache.set(full, found);
    return found;
  }

  /** How many files are kept in memory (each once, whatever the spellings that asked for it). */
  get size(): number { return this.cache.size; }
}

/** The built manual's files, if it was built: its own folder, or a page beside the app. */
export function findManual(distRoot: string): { files: StaticFiles; index: string } | null {
  const candidates = [join(distRoot, 'manual'), join(distRoot, 'web', 'rules')];
  for (const root of candidates) {
    if (existsSync(join(root, 'index.html'))) return { files: new StaticFiles(root), index: '/index.html' };
  }
  if (existsSync(join(distRoot, 'web', 'rules.html'))) return { files: new StaticFiles(join(distRoot, 'web')), index: '/rules.html' };
  return null;
}
