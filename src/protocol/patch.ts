/**
 * What changed between two JSON values, compactly, and applying it: the server sends a patch
 * of the room and game a receiver already holds instead of the whole of them again.
 *
 * A patch of an object (or of an array of the same length) is an object whose keys are the
 * changed keys (indexes for an array): `[v]` sets the key to v, `[]` removes it, and an object
 * patches the value under the key the same way. Anything else — a number, a string, an array
 * that changed length, a change of kind — is replaced whole. Pure functions on plain JSON
 * (no undefined inside arrays, no class instances); neither changes its arguments.
 */

export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
export type Patch = { [k: string]: Patch | [] | [unknown] };

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * Patches already worked out, by the new value they lead to (and the old one they start from).
 * Viewers share most of what they are shown (the board, the bank, the other players): with a
 * memo, what changed in a shared part is worked out once for all of them.
 */
export type DiffMemo = Map<object, { from: unknown; patch: Patch | [unknown] | null }>;

/** The patch from `a` to `b` (both objects), or null when they are equal. */
export function diff(a: object, b: object, memo?: DiffMemo): Patch | null {
  return diffNode(a, b, memo, 0) as Patch | null;
}

/** How deep the memo looks: the parts viewers share (a game body → its view → the board arrays and the players → each player) lie this near the top. */
const MEMO_DEPTH = 3;

/** A patch value for one key: null (no change), [v] (replace), or a nested patch. */
function diffNode(a: unknown, b: unknown, memo: DiffMemo | undefined, depth: number): Patch | [unknown] | null {
  if (a === b) return null;
  if (typeof b !== 'object' || b === null || typeof a !== 'object' || a === null) {
    return Number.isNaN(a) && Number.isNaN(b) ? null : [b];
  }
  if (memo && depth <= MEMO_DEPTH) {
    const hit = memo.get(b);
    if (hit && hit.from === a) return hit.patch;
    const patch = diffObjects(a, b, memo, depth);
    memo.set(b, { from: a, patch });
    return patch;
  }
  return diffObjects(a, b, memo, depth);
}

/** Two objects (or arrays): edited in place when of the same kind (and length), else replaced. */
function diffObjects(a: object, b: object, memo: DiffMemo | undefined, depth: number): Patch | [unknown] | null {
  if (Array.isArray(b)) {
    if (!Array.isArray(a) || a.length !== b.length) return [b];
    let out: Patch | null = null;
    let changed = 0;
    for (let i = 0; i < b.length; i++) {
      const x: unknown = a[i], y: unknown = b[i];
      if (x === y) continue;
      const d = typeof y === 'object' && y !== null ? diffNode(x, y, memo, depth + 1) : Number.isNaN(x) && Number.isNaN(y) ? null : [y] as [unknown];
      if (d === null) continue;
      (out ??= {})[i] = d;
      changed++;
    }
    // Most of it changed: the array itself is shorter than its patch.
    return out !== null && changed * 2 > b.length ? [b] : out;
  }
  if (Array.isArray(a)) return [b];
  const ao = a as Record<string, unknown>, bo = b as Record<string, unknown>;
  let out: Patch | null = null;
  for (const k in bo) {
    const bv = bo[k];
    if (bv === undefined) continue;
    const av = ao[k];
    if (av === bv) continue;
    const d = av === undefined ? [bv] as [unknown] : diffNode(av, bv, memo, depth + 1);
    if (d !== null) (out ??= {})[k] = d;
  }
  for (const k in ao) if (ao[k] !== undefined && bo[k] === undefined) (out ??= {})[k] = [];
  return out;
}

/** Whether two JSON values are equal (arrays and objects compared by content; undefined keys ignored, as JSON drops them). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return Number.isNaN(a) && Number.isNaN(b);
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const x = a as Record<string, unknown>, y = b as Record<string, unknown>;
  for (const k in y) if (!sameJson(x[k], y[k])) return false;
  for (const k in x) if (x[k] !== undefined && y[k] === undefined) return false;
  return true;
}

/**
 * The patch from `a` to `b` (both objects) as JSON text, "" when they are equal: the text of
 * diff(a, b), written as it is worked out (no patch object is built: a server sends it at once).
 */
export function diffJson(a: object, b: object): string {
  return objectsJson(a, b);
}

const whole = (b: unknown) => `[${JSON.stringify(b)}]`;

function nodeJson(a: unknown, b: unknown): string {
  if (a === b) return '';
  if (typeof b !== 'object' || b === null || typeof a !== 'object' || a === null) return Number.isNaN(a) && Number.isNaN(b) ? '' : whole(b);
  return objectsJson(a, b);
}

function objectsJson(a: object, b: object): string {
  let out = '';
  if (Array.isArray(b)) {
    if (!Array.isArray(a) || a.length !== b.length) return whole(b);
    let changed = 0;
    for (let i = 0; i < b.length; i++) {
      const x: unknown = a[i], y: unknown = b[i];
      if (x === y) continue;
      const d = typeof y === 'object' && y !== null ? nodeJson(x, y) : Number.isNaN(x) && Number.isNaN(y) ? '' : whole(y);
      if (!d) continue;
      out = out ? `${out},"${i}":${d}` : `"${i}":${d}`;
      changed++;
    }
    // Most of it changed: the array itself is shorter than its patch (as diff decides).
    return !out ? '' : changed * 2 > b.length ? whole(b) : `{${out}}`;
  }
  if (Array.isArray(a)) return whole(b);
  const ao = a as Record<string, unknown>, bo = b as Record<string, unknown>;
  for (const k in bo) {
    const bv = bo[k];
    if (bv === undefined) continue;
    const av = ao[k];
    if (av === bv) continue;
    const d = av === undefined ? whole(bv) : nodeJson(av, bv);
    if (d) out = out ? `${out},${JSON.stringify(k)}:${d}` : `${JSON.stringify(k)}:${d}`;
  }
  for (const k in ao) if (ao[k] !== undefined && bo[k] === undefined) out = out ? `${out},${JSON.stringify(k)}:[]` : `${JSON.stringify(k)}:[]`;
  return out ? `{${out}}` : '';
}

/**
 * `base` with `patch` applied (a new value; `base` is not changed, and parts the patch does
 * not touch are shared with it). Throws on a patch that does not fit the base (a client then
 * asks for a resync).
 */
export function applyPatch<T extends object>(base: T, patch: Patch): T {
  return applyNode(base, patch) as T;
}

/**
 * `patch` applied to `base` in place (no copies): for a client that keeps no earlier version of
 * what it holds (a benchmark's players). Throws on a patch that does not fit, as applyPatch does.
 */
export function applyPatchInPlace<T extends object>(base: T, patch: Patch): T {
  applyInPlace(base, patch);
  return base;
}

function applyInPlace(base: unknown, patch: Patch): void {
  if (typeof base !== 'object' || base === null) throw new Error('a patch applies to an object or an array');
  const arr = Array.isArray(base);
  const out = base as Record<string, unknown>;
  for (const k in patch) {
    const p = patch[k]!;
    if (arr) {
      const i = Number(k);
      if (!Number.isInteger(i) || i < 0 || i >= (base as unknown[]).length) throw new Error(`patch index ${k} outside an array of ${(base as unknown[]).length}`);
    }
    if (Array.isArray(p)) {
      if (p.length === 0 && !arr) delete out[k];
      else if (p.length === 1) out[k] = p[0];
      else throw new Error('a replacement is [value]');
    } else {
      applyInPlace(out[k], p);
    }
  }
}

function applyNode(base: unknown, patch: Patch): unknown {
  if (Array.isArray(base)) {
    const out = base.slice();
    for (const k in patch) {
      const i = Number(k);
      if (!Number.isInteger(i) || i < 0 || i >= out.length) throw new Error(`patch index ${k} outside an array of ${out.length}`);
      out[i] = step(out[i], patch[k]!);
    }
    return out;
  }
  if (!isObj(base)) throw new Error('a patch applies to an object or an array');
  const out: Record<string, unknown> = { ...base };
  for (const k in patch) {
    const p = patch[k]!;
    if (Array.isArray(p) && p.length === 0) delete out[k];
    else out[k] = step(out[k], p);
  }
  return out;
}

function step(old: unknown, p: Patch | [] | [unknown]): unknown {
  if (Array.isArray(p)) {
    if (p.length !== 1) throw new Error('a replacement is [value]');
    return p[0];
  }
  return applyNode(old, p);
}
