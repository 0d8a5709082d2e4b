/**
 * A small seeded generator (sfc32) whose whole state is four 32-bit words, so it can live
 * inside a game state's flat array and be cloned with it. Seeds are strings or numbers,
 * hashed to 128 bits. The engine never reads a clock or Math.random.
 */

/** Hash any seed to four 32-bit words (cyrb128). */
export function seedWords(seed: string | number): [number, number, number, number] {
  const str = String(seed);
  let h1 = 1779033703, h2 = 3144134277, h3 = 1013904242, h4 = 2773480762;
  for (let i = 0; i < str.length; i++) {
    const k = str.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4; h2 ^= h1; h3 ^= h1; h4 ^= h1;
  return [h1 | 0, h2 | 0, h3 | 0, h4 | 0];
}

/** Write a seeded generator's state into arr[at..at+3], warmed up. */
export function seedInto(arr: Int32Array, at: number, seed: string | number): void {
  const w = seedWords(seed);
  arr[at] = w[0]; arr[at + 1] = w[1]; arr[at + 2] = w[2]; arr[at + 3] = w[3] || 1;
  for (let i = 0; i < 12; i++) nextU32(arr, at);
}

/** Next 32-bit unsigned value from the generator stored at arr[at..at+3] (sfc32). */
export function nextU32(arr: Int32Array, at: number): number {
  let a = arr[at]!, b = arr[at + 1]!, c = arr[at + 2]!, d = arr[at + 3]!;
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  arr[at] = a; arr[at + 1] = b; arr[at + 2] = c; arr[at + 3] = d;
  return t >>> 0;
}

/**
 * Uniform integer in [0, n). The bias for n ≪ 2^32 is negligible for a game. The sfc32 step is
 * written out here rather than calling nextU32: a 32-bit unsigned result does not fit V8's
 * small integers, so returning it from a call that is not inlined allocates a number.
 */
export function nextInt(arr: Int32Array, at: number, n: number): number {
  let a = arr[at]!, b = arr[at + 1]!, c = arr[at + 2]!, d = arr[at + 3]!;
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  arr[at] = a; arr[at + 1] = b; arr[at + 2] = c; arr[at + 3] = d;
  return Math.floor(((t >>> 0) / 4294967296) * n);
}

/** A standalone generator for code outside a game state (board generators, simulations). */
export class Rng {
  readonly s = new Int32Array(4);
  constructor(seed: string | number) { seedInto(this.s, 0, seed); }
  u32(): number { return nextU32(this.s, 0); }
  int(n: number): number { return nextInt(this.s, 0, n); }
  float(): number { return nextU32(this.s, 0) / 4294967296; }
  shuffle<T>(a: T[]): T[] {
    for (let i = a.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const t = a[i]!; a[i] = a[j]!; a[j] = t;
    }
    return a;
  }
}
