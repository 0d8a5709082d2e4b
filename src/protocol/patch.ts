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

/** The patch from `a` to `b` (both objects), or null when they are equal. */
export function diff(a: object, b: object): Patch | null {
  return diffNode(a, b) as Patch | null;
}

/** A patch value for one key: null (no change), [v] (replace), or a nested patch. */
function diffNode(a: unknown, b: unknown): Patch | [unknown] | null {
  if (a === b) return null;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return [b];
    let out: Patch | null = null;
    let changed = 0;
    for (let i = 0; i < b.length; i++) {
      const d = diffNode(a[i], b[i]);
      if (d === null) continue;
      (out ??= {})[i] = d;
      changed++;
    }
    // Most of it changed: the array itself is shorter than its patch.
    return out !== null && changed * 2 > b.length ? [b] : out;
  }
  if (isObj(a) && isObj(b)) {
    let out: Patch | null = null;
    for (const k in b) {
      const bv = b[k];
      if (bv === undefined) continue;
      const d: Patch | [unknown] | null = k in a && a[k] !== undefined ? diffNode(a[k], bv) : [bv];
      if (d !== null) (out ??= {})[k] = d;
    }
    for (const k in a) if (a[k] !== undefined && (!(k in b) || b[k] === undefined)) (out ??= {})[k] = [];
    return out;
  }
  // Numbers, strings, booleans, null, a change of kind.
  return Object.is(a, b) ? null : [b];
}

/**
 * `base` with `patch` applied (a new value; `base` is not changed, and parts the patch does
 * not touch are shared with it). Throws on a patch that does not fit the base (a client then
 * asks for a resync).
 */
export function applyPatch<T extends object>(base: T, patch: Patch): T {
  return applyNode(base, patch) as T;
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
