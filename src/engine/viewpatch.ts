/**
 * What changed in a viewer's view between two states of one game, read straight from the two
 * states' arrays and written as patch text: a server that shows each viewer what changed
 * builds no view and diffs nothing on its hot path, and keeps no view between frames (only a
 * copy of the state it last showed, a few hundred bytes).
 *
 * The patch is the wire's (src/protocol/patch.ts): an object whose keys are the changed keys
 * (array indexes as keys), `[v]` replacing a value, an object patching inside one. Applied to
 * viewFor(a, viewer) it gives exactly viewFor(b, viewer) (test/viewpatch.test.ts checks every
 * viewer after every action of seeded games). What a viewer may see is viewFor's rule (§10):
 * the players' hands, cards and total points are in a seat's own player, and in everyone's once
 * the game has ended.
 *
 * Usage: `compute(a, b)` once per change, then `text(viewer)` for each viewer (cheap: the shared
 * parts are written once). Pure: no I/O, no clock; allocates only the text.
 */
import {
  O_BANK, O_BOUGHT, O_CITY_LEFT, O_DEV, O_KNIGHTS, O_OWES, O_PLAYED, O_RATE, O_RES, O_RES_N, O_ROADS_LEFT, O_ROAD_LEN,
  O_SETTLE_LEFT, O_V, S_BUILDER, S_CUR, S_DECK_N, S_DIE1, S_DIE2, S_FREE_ROADS, S_LA, S_LR, S_N, S_PAID, S_PHASE, S_PLAYED,
  S_ROBBER, S_ROLLED, S_SETUP_STEP, S_WINNER, W_TURN, totalVp, visibleVp, type GameState,
} from './state.js';
import { DEV_CARDS, PHASES, P_ENDED, RESOURCES } from './vocabulary.js';
import type { Viewer } from './view.js';

const RES_KEYS = RESOURCES.map((k) => `"${k}":`);
const DEV_KEYS = DEV_CARDS.map((k) => `"${k}":`);

const join = (a: string, b: string) => (a && b ? `${a},${b}` : a || b);
const seatOrNull = (x: number) => (x >= 0 ? String(x) : 'null');

/** A five-count bundle's changes (brick…ore or knight…monopoly at `o`): `"wool":[3],…`, "" when none. */
function bundleChanges(x: Int8Array, y: Int8Array, o: number, keys: readonly string[]): string {
  let out = '';
  for (let i = 0; i < 5; i++) {
    const v = y[o + i]!;
    if (x[o + i] !== v) out = out ? `${out},${keys[i]}[${v}]` : `${keys[i]}[${v}]`;
  }
  return out;
}
function bundleJson(y: Int8Array, o: number, keys: readonly string[]): string {
  return `{${keys[0]}${y[o]},${keys[1]}${y[o + 1]},${keys[2]}${y[o + 2]},${keys[3]}${y[o + 3]},${keys[4]}${y[o + 4]}}`;
}

/** A run of `n` bytes at `o` (vertices, edges): changed indexes, or the whole array when most changed (as the wire's diff does). */
function runChanges(x: Int8Array, y: Int8Array, o: number, n: number): string {
  let changed = 0;
  for (let i = 0; i < n; i++) if (x[o + i] !== y[o + i]) changed++;
  if (changed === 0) return '';
  if (changed * 2 > n) {
    let all = '';
    for (let i = 0; i < n; i++) all = i ? `${all},${y[o + i]}` : String(y[o]);
    return `[[${all}]]`;
  }
  let out = '';
  for (let i = 0; i < n; i++) if (x[o + i] !== y[o + i]) out = out ? `${out},"${i}":[${y[o + i]}]` : `"${i}":[${y[o + i]}]`;
  return `{${out}}`;
}

export class ViewDelta {
  /** Every changed key of the view but the players (inner text, "" when none). */
  private fields = '';
  /** Per player: changes of what everyone sees of it (inner text). */
  private readonly open: string[] = [];
  /** Per player: changes of its hand, cards and points (inner text), for a viewer who sees them in both states. */
  private readonly own: string[] = [];
  private n = 0;
  private endedA = false;
  private endedB = false;
  private b: GameState | null = null;

  /** Work out what changed from `a` to `b` (two states of one game, `b` after `a`). */
  compute(a: GameState, b: GameState): this {
    const x = a.b, y = b.b;
    const n = this.n = y[S_N]!;
    this.b = b;
    this.endedA = x[S_PHASE] === P_ENDED;
    this.endedB = y[S_PHASE] === P_ENDED;
    let f = '';
    if (x[S_PHASE] !== y[S_PHASE]) f = join(f, `"phase":["${PHASES[y[S_PHASE]!]}"]`);
    if (x[S_CUR] !== y[S_CUR]) f = join(f, `"current":[${y[S_CUR]}]`);
    if (a.w[W_TURN] !== b.w[W_TURN]) f = join(f, `"turn":[${b.w[W_TURN]}]`);
    if (x[S_SETUP_STEP] !== y[S_SETUP_STEP]) f = join(f, `"setupStep":[${y[S_SETUP_STEP]}]`);
    if (x[S_ROLLED] !== y[S_ROLLED]) f = join(f, `"rolled":[${y[S_ROLLED] === 1}]`);
    if (x[S_PLAYED] !== y[S_PLAYED]) f = join(f, `"playedCardThisTurn":[${y[S_PLAYED] === 1}]`);
    if (x[S_PAID] !== y[S_PAID]) f = join(f, `"paidThisTurn":[${y[S_PAID] === 1}]`);
    if (x[S_FREE_ROADS] !== y[S_FREE_ROADS]) f = join(f, `"freeRoads":[${y[S_FREE_ROADS]}]`);
    if (x[S_BUILDER] !== y[S_BUILDER]) f = join(f, `"specialBuilder":[${seatOrNull(y[S_BUILDER]!)}]`);
    if (x[S_DIE1] !== y[S_DIE1] || x[S_DIE2] !== y[S_DIE2]) f = join(f, `"dice":[${y[S_DIE1] ? `[${y[S_DIE1]},${y[S_DIE2]}]` : 'null'}]`);
    if (x[S_ROBBER] !== y[S_ROBBER]) f = join(f, `"robber":["${b.g.hexNames[y[S_ROBBER]!]}"]`);
    const vs = runChanges(x, y, O_V, b.g.vertexCount);
    if (vs) f = join(f, `"vertices":${vs}`);
    const es = runChanges(x, y, b.L.oE, b.g.edgeCount);
    if (es) f = join(f, `"edges":${es}`);
    const bank = bundleChanges(x, y, O_BANK, RES_KEYS);
    if (bank) f = join(f, `"bank":{${bank}}`);
    if (x[S_DECK_N] !== y[S_DECK_N]) f = join(f, `"devDeckCount":[${y[S_DECK_N]}]`);
    const played = bundleChanges(x, y, O_PLAYED, DEV_KEYS);
    if (played) f = join(f, `"playedCards":{${played}}`);
    if (x[S_LR] !== y[S_LR]) f = join(f, `"longestRoad":[${seatOrNull(y[S_LR]!)}]`);
    if (x[S_LA] !== y[S_LA]) f = join(f, `"largestArmy":[${seatOrNull(y[S_LA]!)}]`);
    if (x[S_WINNER] !== y[S_WINNER]) f = join(f, `"winner":[${seatOrNull(y[S_WINNER]!)}]`);
    this.fields = f;

    for (let p = 0; p < n; p++) {
      let o = '';
      if (x[O_RES_N + p] !== y[O_RES_N + p]) o = join(o, `"resourceCount":[${y[O_RES_N + p]}]`);
      let devA = 0, devB = 0;
      for (let c = 0; c < 5; c++) { devA += x[O_DEV + p * 5 + c]!; devB += y[O_DEV + p * 5 + c]!; }
      if (devA !== devB) o = join(o, `"devCardCount":[${devB}]`);
      if (x[O_KNIGHTS + p] !== y[O_KNIGHTS + p]) o = join(o, `"knightsPlayed":[${y[O_KNIGHTS + p]}]`);
      const vpA = this.endedA ? totalVp(a, p) : visibleVp(a, p), vpB = this.endedB ? totalVp(b, p) : visibleVp(b, p);
      if (vpA !== vpB) o = join(o, `"visibleVp":[${vpB}]`);
      if (x[O_ROAD_LEN + p] !== y[O_ROAD_LEN + p]) o = join(o, `"roadLength":[${y[O_ROAD_LEN + p]}]`);
      let supply = '';
      if (x[O_ROADS_LEFT + p] !== y[O_ROADS_LEFT + p]) supply = join(supply, `"roads":[${y[O_ROADS_LEFT + p]}]`);
      if (x[O_SETTLE_LEFT + p] !== y[O_SETTLE_LEFT + p]) supply = join(supply, `"settlements":[${y[O_SETTLE_LEFT + p]}]`);
      if (x[O_CITY_LEFT + p] !== y[O_CITY_LEFT + p]) supply = join(supply, `"cities":[${y[O_CITY_LEFT + p]}]`);
      if (supply) o = join(o, `"supply":{${supply}}`);
      const rates = bundleChanges(x, y, O_RATE + p * 5, RES_KEYS);
      if (rates) o = join(o, `"rates":{${rates}}`);
      if (x[O_OWES + p] !== y[O_OWES + p]) o = join(o, `"owes":[${y[O_OWES + p]}]`);
      this.open[p] = o;

      let h = '';
      const res = bundleChanges(x, y, O_RES + p * 5, RES_KEYS);
      if (res) h = `"resources":{${res}}`;
      const dev = bundleChanges(x, y, O_DEV + p * 5, DEV_KEYS);
      if (dev) h = join(h, `"devCards":{${dev}}`);
      const bought = bundleChanges(x, y, O_BOUGHT + p * 5, DEV_KEYS);
      if (bought) h = join(h, `"boughtThisTurn":{${bought}}`);
      const tA = totalVp(a, p), tB = totalVp(b, p);
      if (tA !== tB) h = join(h, `"vp":[${tB}]`);
      this.own[p] = h;
    }
    return this;
  }

  /** The patch of `viewer`'s view as inner text (its keys, without the braces), "" when nothing it sees changed. */
  text(viewer: Viewer): string {
    let players = '';
    for (let p = 0; p < this.n; p++) {
      let o = this.open[p]!;
      const sees = viewer === p || this.endedB;
      if (sees) o = join(o, viewer === p || this.endedA ? this.own[p]! : this.ownWhole(p));
      if (o) players = players ? `${players},"${p}":{${o}}` : `"${p}":{${o}}`;
    }
    return players ? join(this.fields, `"players":{${players}}`) : this.fields;
  }

  /** A player's hand, cards and points as they appear to a viewer who did not see them before (the game has just ended). */
  private ownWhole(p: number): string {
    const b = this.b!, y = b.b;
    return `"resources":[${bundleJson(y, O_RES + p * 5, RES_KEYS)}],"devCards":[${bundleJson(y, O_DEV + p * 5, DEV_KEYS)}],`
      + `"boughtThisTurn":[${bundleJson(y, O_BOUGHT + p * 5, DEV_KEYS)}],"vp":[${totalVp(b, p)}]`;
  }
}
