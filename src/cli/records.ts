/**
 * Game records in files for researchers: JSON Lines with one game per line (gzip when the
 * name ends in .gz), written in game order whatever order the games finish in; and reading
 * a record back from a file that is one record, one line of such a file, or a chosen line.
 */
import { closeSync, createReadStream, createWriteStream, fstatSync, openSync, readFileSync, readSync, unlinkSync, type WriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { createGunzip, createGzip, gunzipSync, type Gzip } from 'node:zlib';
import { withoutBom } from '../engine/index.js';

/** Bytes a RecordWriter holds before it asks its producer to wait (a few dozen games' lines). */
const BACKLOG = 4 * 1024 * 1024;

/** Writes lines in the order of their index, buffering those that arrive early. */
export class RecordWriter {
  private readonly out: Gzip | WriteStream;
  private readonly file: WriteStream;
  private readonly early = new Map<number, string>();
  private next = 0;
  private failure: Error | null = null;

  constructor(readonly path: string) {
    this.file = createWriteStream(path);
    this.file.on('error', (e) => { this.failure = e; });
    if (path.endsWith('.gz')) {
      const gz = createGzip();
      gz.pipe(this.file);
      this.out = gz;
    } else {
      this.out = this.file;
    }
  }

  /** Line `index` (0-based, each index once): written as soon as every earlier one is. Dropped once the file has failed. */
  add(index: number, line: string): void {
    // A failed file takes nothing more: a gzip whose file is gone would keep every line in memory.
    if (this.failure) return;
    this.early.set(index, line);
    while (this.early.has(this.next)) {
      this.out.write(this.early.get(this.next)! + '\n');
      this.early.delete(this.next++);
    }
  }

  /** The file could not be written (close() says why): a run stops rather than play games nobody keeps. */
  get failed(): boolean {
    return this.failure !== null;
  }

  /**
   * True while more than BACKLOG bytes wait to be compressed or written: a producer faster than
   * gzip (simulate makes a line in well under a millisecond) waits for drained() before adding
   * more, or every line of a long run would pile up in memory.
   */
  get backlogged(): boolean {
    return this.out.writableLength > BACKLOG && !this.failure;
  }

  /** Resolves once the backlog is written out (at once when there is none), or the file fails. */
  drained(): Promise<void> {
    if (!this.backlogged) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => { this.out.off('drain', done); this.file.off('error', done); resolve(); };
      this.out.on('drain', done);
      this.file.on('error', done);
    });
  }

  close(): Promise<void> {
    return new Promise((resolve, reject) => {
      if (this.failure) return reject(this.failure);
      this.file.on('finish', () => (this.failure ? reject(this.failure) : resolve()));
      this.file.on('error', reject);
      this.out.end();
    });
  }
}

/**
 * Why `path` cannot be opened for writing, or null when it can: checked before a command plays
 * its games, so a bad --records fails at once rather than after them. The check leaves the
 * file system as it found it: a file it had to create is removed, an existing one is opened
 * for appending (not truncated) and left alone.
 */
export function cannotWrite(path: string): string | null {
  // "-" is standard input to replay and verify; here it would be a file named "-" in the working folder.
  if (path === '-') return '--records needs a file name: "-" is not standard output here (standard output carries the figures)';
  try {
    closeSync(openSync(path, 'wx'));
    unlinkSync(path);
    return null;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') return whyNot(path, e);
  }
  try {
    closeSync(openSync(path, 'a'));
    return null;
  } catch (e) {
    return whyNot(path, e);
  }
}

function whyNot(path: string, e: unknown): string {
  const code = (e as NodeJS.ErrnoException).code;
  const why = path === '' ? 'no file is named'
    : code === 'ENOENT' ? 'its folder does not exist'
    : code === 'EROFS' ? 'the file system is read-only'
    : common(e);
  return `--records ${path} cannot be opened for writing: ${why}${code ? ` (${code})` : ''}`;
}

/** Why a file could not be read, in words, with the system's code beside them. */
export function cannotRead(file: string, e: unknown): string {
  const code = (e as NodeJS.ErrnoException).code;
  const why = code === 'ENOENT' ? 'no such file' : common(e);
  return `cannot read ${file}: ${why}${code ? ` (${code})` : ''}`;
}

/** The reasons a path cannot be opened, reading or writing. */
function common(e: unknown): string {
  const code = (e as NodeJS.ErrnoException).code;
  return code === 'EISDIR' ? 'it is a folder'
    : code === 'ENOTDIR' ? 'a part of the path is not a folder'
    : code === 'EACCES' || code === 'EPERM' ? 'permission denied'
    : (e as Error).message;
}

/** A failure's code is RECORD.md's: `not-json` when the text does not parse, else `not-a-record`. */
export type ReadResult = { ok: true; json: Record<string, unknown>; line?: Record<string, unknown> } | { ok: false; code: 'not-json' | 'not-a-record'; error: string };

/** The most a file taken whole (one record, without --line) may hold once unzipped; a records file is read line by line. */
const WHOLE_MAX = 256 * 1024 * 1024;

/** The first bytes of a file (to tell gzip by its magic number), or the error reading it. */
function head(file: string): Buffer | NodeJS.ErrnoException {
  try {
    const fd = openSync(file, 'r');
    try { const b = Buffer.alloc(2); const n = readSync(fd, b, 0, 2, 0); return b.subarray(0, n); } finally { closeSync(fd); }
  } catch (e) { return e as NodeJS.ErrnoException; }
}

/** The file's bytes as a stream, unzipped when it is gzip (by its magic number, whatever its name). */
function opened(file: string, gz: boolean): Readable {
  const raw = createReadStream(file);
  if (!gz) return raw;
  const z = createGunzip();
  raw.on('error', (e) => z.destroy(e));
  return raw.pipe(z);
}

/** Standard input that is a folder reads as an empty stream: the error reading it should give, or null. */
export function folderStdin(): NodeJS.ErrnoException | null {
  return fstatSync(0).isDirectory() ? Object.assign(new Error('EISDIR: illegal operation on a directory, read'), { code: 'EISDIR' }) : null;
}

/**
 * Standard input as a stream, unzipped when it is gzip (told by its first bytes, which are put
 * back in front), or null when it is empty.
 */
async function stdinStream(): Promise<{ input: Readable; gz: boolean } | null> {
  const folder = folderStdin();
  if (folder) throw folder;
  const stdin = process.stdin;
  const head = await new Promise<Buffer | null>((resolve, reject) => {
    const done = () => { stdin.off('readable', onReadable); stdin.off('end', onEnd); stdin.off('error', onError); };
    const onReadable = () => { const chunk = stdin.read() as Buffer | null; if (chunk !== null) { done(); resolve(chunk); } };
    const onEnd = () => { done(); resolve(null); };
    const onError = (e: Error) => { done(); reject(e); };
    stdin.on('readable', onReadable);
    stdin.on('end', onEnd);
    stdin.on('error', onError);
  });
  if (head === null) return null;
  stdin.unshift(head);
  const gz = head[0] === 0x1f && head[1] === 0x8b;
  if (!gz) return { input: stdin, gz };
  const z = createGunzip();
  stdin.on('error', (e) => z.destroy(e));
  return { input: stdin.pipe(z), gz };
}

/**
 * A JSON Lines input opened as a stream: a file, or standard input for "-", unzipped when gzip
 * (by its first bytes); null when it is empty; or why it cannot be read.
 */
async function lineSource(file: string): Promise<{ input: Readable; gz: boolean } | null | { error: string }> {
  if (file === '-') {
    try { return await stdinStream(); } catch (e) { return { error: cannotRead('standard input', e) }; }
  }
  const h = head(file);
  if (!Buffer.isBuffer(h)) return { error: cannotRead(file, h) };
  if (h.length === 0) return null;
  const gz = h[0] === 0x1f && h[1] === 0x8b;
  return { input: opened(file, gz), gz };
}

/** Why a stream of lines stopped after `count` of them (a gzip cut short, a read error). */
const cutShort = (name: string, gz: boolean, count: number, why: string) => `${name}${gz ? ' looks gzipped but' : ''} cannot be read past line ${count}: ${why}`;

/**
 * The games of a stream of lines: each non-blank line (a records file), or, when the first one
 * is a lone "{", the whole text as one game (a record written over many lines, as the page's
 * download and `jq .` write it: "a record written on many lines stays one record", docs/web.md).
 * A records file's line is never a lone "{".
 */
async function* games(lines: AsyncIterable<string>): AsyncGenerator<string> {
  let whole: string[] | null = null;
  let first = true; // no non-blank line yet: its byte-order mark, if any, goes
  for await (const raw of lines) {
    if (whole) { whole.push(raw); continue; }
    const l = first ? withoutBom(raw) : raw;
    if (l.trim() === '') continue;
    if (first && l.trim() === '{') whole = [l];
    else yield l;
    first = false;
  }
  if (whole) yield whole.join('\n');
}

/**
 * Line `line` (1-based, blank lines not counted) of a JSON Lines file, read as a stream: a file of
 * any size costs the lines up to it, not the whole in memory. A gzip stream cut short (a run
 * interrupted) still gives every whole line before the cut.
 */
async function nthLine(input: Readable, line: number): Promise<{ text: string } | { count: number } | { failed: string; count: number }> {
  let count = 0;
  const lines = createInterface({ input, crlfDelay: Infinity });
  try {
    for await (const l of games(lines)) {
      count++;
      if (count === line) return { text: l };
    }
    return { count };
  } catch (e) {
    return { failed: (e as Error).message, count };
  } finally {
    lines.close();
  }
}

/**
 * The record in `file` (or standard input for "-"): a file holding one record, one line of a
 * records file ({"seed", "players", "winner", "summary", "record"}), or line `line` (1-based)
 * of a JSON Lines file, gzipped or not. A leading byte-order mark is ignored.
 */
export async function readRecordInput(file: string, line?: number): Promise<ReadResult> {
  let bytes: Buffer;
  const name = file === '-' ? 'standard input' : file;
  // A chosen line is read as a stream, from a file or standard input: the lines before it are not kept.
  if (line !== undefined) {
    const source = await lineSource(file);
    if (source === null) return { ok: false, code: 'not-a-record', error: noSuchLine(name, 0) };
    if ('error' in source) return { ok: false, code: 'not-a-record', error: source.error };
    const got = await nthLine(source.input, line);
    // What is left of standard input is not read (the program writing it gets a broken pipe, as with `head`).
    if (file === '-') process.stdin.destroy();
    if ('failed' in got) return { ok: false, code: 'not-a-record', error: cutShort(name, source.gz, got.count, got.failed) };
    if ('count' in got) return { ok: false, code: 'not-a-record', error: noSuchLine(name, got.count) };
    return parsed(name, got.text, line, () => []);
  }
  try {
    bytes = readFileSync(file === '-' ? 0 : file);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ERR_FS_FILE_TOO_LARGE') return { ok: false, code: 'not-a-record', error: `${name} is too large to be one record (a records file?): choose a game with --line N` };
    return { ok: false, code: 'not-a-record', error: cannotRead(name, e) };
  }
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
    try { bytes = gunzipSync(bytes, { maxOutputLength: WHOLE_MAX }); } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') return { ok: false, code: 'not-a-record', error: `${name} is too large to be one record (a records file?): choose a game with --line N` };
      return { ok: false, code: 'not-a-record', error: `${name} looks gzipped but cannot be read: ${(e as Error).message}` };
    }
  }
  if (bytes.length > WHOLE_MAX) return { ok: false, code: 'not-a-record', error: `${name} is too large to be one record (a records file?): choose a game with --line N` };
  // A leading byte-order mark (Windows tools write one) is not part of the JSON.
  const text = withoutBom(bytes.toString('utf8'));
  // Nothing at all (a download that failed, a run that wrote nothing): said so, not as a JSON parser's "unexpected end".
  if (text.trim() === '') return { ok: false, code: 'not-json', error: `${name} is empty: not valid JSON (a record is a JSON object)` };
  // The file's non-blank lines, split only when the whole does not parse.
  let split: string[] | null = null;
  const linesOf = () => (split ??= text.split('\n').filter((l) => l.trim() !== ''));
  return parsed(name, text, undefined, linesOf);
}

/**
 * Every line of a JSON Lines file (or of standard input for "-"), gzipped or not, read as a stream
 * and parsed as `readRecordInput` parses a chosen line: `{n, read}` for each non-blank line n
 * (1-based). A file that cannot be opened, or read on, gives one last `{n, read, broken}` saying why.
 */
export async function* recordLines(file: string): AsyncGenerator<{ n: number; read: ReadResult; broken?: true }> {
  const name = file === '-' ? 'standard input' : file;
  const source = await lineSource(file);
  if (source === null) { yield { n: 0, read: { ok: false, code: 'not-json', error: `${name} is empty: it holds no game` }, broken: true }; return; }
  if ('error' in source) { yield { n: 0, read: { ok: false, code: 'not-a-record', error: source.error }, broken: true }; return; }
  let n = 0;
  const lines = createInterface({ input: source.input, crlfDelay: Infinity });
  try {
    for await (const l of games(lines)) {
      n++;
      yield { n, read: parsed(name, l, n, () => []) };
    }
  } catch (e) {
    yield { n: n + 1, read: { ok: false, code: 'not-a-record', error: cutShort(name, source.gz, n, (e as Error).message) }, broken: true };
  } finally {
    lines.close();
  }
}

/** Why --line names no game of a file that holds `count` of them. */
function noSuchLine(file: string, count: number): string {
  return count === 0 ? `${file} is empty: it holds no game for --line` : `${file} has ${count} line(s); --line must be from 1 to ${count}`;
}

/** Why valid JSON that is not an object is no record (replay, verify and decide say it alike). */
export function notAnObject(where: string, json: unknown): string {
  return `${where} holds ${jsonKind(json)}: a record is a JSON object with "board", "players" and "actions" (spec/RECORD.md)`;
}

/** What kind of JSON value `json` is, in words ("null", "a list", "a string"). */
export function jsonKind(json: unknown): string {
  return json === null ? 'null' : Array.isArray(json) ? 'a list' : `a ${typeof json}`;
}

/** The chosen text parsed; `linesOf` gives the file's lines when a failure is better explained by them. */
function parsed(file: string, chosen: string, line: number | undefined, linesOf: () => string[]): ReadResult {
  let json: unknown;
  try {
    json = JSON.parse(chosen);
  } catch (e) {
    const lines = line === undefined ? linesOf() : [];
    // Several lines that are each JSON: a records file. A record written over several lines
    // (pretty-printed) with a mistake in it gets the mistake, not advice about --line.
    if (line === undefined && lines.length > 1 && parses(lines[0]!)) return { ok: false, code: 'not-a-record', error: `${file} holds ${lines.length} lines (a records file?): choose one with --line N` };
    return { ok: false, code: 'not-json', error: `${line === undefined ? 'the file' : `line ${line}`} is not valid JSON: ${(e as Error).message}` };
  }
  // One line of a records file: the record sits beside the game's figures (kept as `line`, to be checked against it).
  const where = line === undefined ? 'the file' : `line ${line}`;
  if (isObject(json) && 'record' in json && !('actions' in json)) {
    // Its "record" must be one: a text there read as a record's text ("the file is not valid JSON").
    if (!isObject(json.record)) {
      return { ok: false, code: 'not-a-record', error: `${where}'s "record" is not a game record (a JSON object): ${JSON.stringify(json.record).slice(0, 60)}` };
    }
    return { ok: true, json: json.record, line: json };
  }
  // A records file's line without its "record" (it has the figures): say that, not "actions must be a list".
  if (isObject(json) && !('actions' in json) && ('summary' in json || ('winner' in json && 'turns' in json))) {
    return { ok: false, code: 'not-a-record', error: `${where} has a records line's figures but no "record": the game itself is kept in "record" (RECORD.md, "Records files")` };
  }
  // Valid JSON that is not an object (a text, a number, a list) is no record: never read again as a record's text.
  if (!isObject(json)) return { ok: false, code: 'not-a-record', error: notAnObject(where, json) };
  return { ok: true, json };
}

/** A JSON object (not null, not a list): what a record, and a records file's line, is. */
function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function parses(text: string): boolean {
  try { JSON.parse(text); return true; } catch { return false; }
}
