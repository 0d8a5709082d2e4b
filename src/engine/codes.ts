/**
 * The fast path's action encoding: one 30-bit integer per action, so move lists are
 * Int32Arrays and bots/simulations allocate nothing per action (a code always fits V8's small
 * integers, so passing one to a function never boxes it). Layout:
 *   type (3 bits) << 27 | seat (3 bits) << 24 | payload (24 bits).
 * Chance outcomes (dice, stolen card, drawn card) are not part of a code: they come from the
 * state's generator, or are passed in when replaying a record.
 */

/**
 * Action types as codeType gives them (exported for the fast path): end the turn, roll, build
 * (a set-up placement too), buy a card, play one, move the robber, discard, one lot with the bank.
 */
export const T_END = 0, T_ROLL = 1, T_BUILD = 2, T_BUY = 3, T_PLAY = 4, T_ROBBER = 5, T_DISCARD = 6, T_BANK = 7;
export const ROAD = 0, SETTLEMENT = 1, CITY = 2;

/** A code's action type (T_END … T_BANK). */
export const codeType = (c: number): number => c >>> 27;
/** The seat a code's action is for. */
export const codeSeat = (c: number): number => (c >>> 24) & 7;
export const codePayload = (c: number): number => c & 0xffffff;

/** The code of an action of type t by seat p with the given payload. */
export const makeCode = (t: number, p: number, payload: number): number => (t << 27) | (p << 24) | payload;
const head = (t: number, p: number) => (t << 27) | (p << 24);
export const endCode = (p: number): number => head(T_END, p);
export const rollCode = (p: number): number => head(T_ROLL, p);
export const buildCode = (p: number, piece: number, at: number): number => head(T_BUILD, p) | (piece << 8) | at;
export const buyCode = (p: number): number => head(T_BUY, p);
/** Play a card; arg: Year of Plenty r1*6+r2 (r2 = 5: a single card), Monopoly the resource. */
export const playCode = (p: number, card: number, arg = 0): number => head(T_PLAY, p) | (card << 8) | arg;
/** Move the robber to hex; victim -1 when nobody can be robbed there. */
export const robberCode = (p: number, hex: number, victim: number): number => head(T_ROBBER, p) | (hex << 4) | (victim + 1);
/** Discard counts[0..4], each below DISCARD_BASE: the counts are the digits of the payload in that base. */
export const DISCARD_BASE = 25;
export const discardCode = (p: number, c: ArrayLike<number>): number =>
  head(T_DISCARD, p) | (c[0]! + DISCARD_BASE * (c[1]! + DISCARD_BASE * (c[2]! + DISCARD_BASE * (c[3]! + DISCARD_BASE * c[4]!))));
/** One lot with the bank: give `give` at the player's rate, get one `get`. */
export const bankCode = (p: number, give: number, get: number): number => head(T_BANK, p) | (give * 5 + get);

export const buildPiece = (c: number): number => (c >>> 8) & 3;
export const buildAt = (c: number): number => c & 0xff;
export const playCard = (c: number): number => (c >>> 8) & 7;
export const playArg = (c: number): number => c & 0xff;
export const robberHex = (c: number): number => (c >>> 4) & 0x1f;
export const robberVictim = (c: number): number => (c & 15) - 1;
const DIGIT = [1, DISCARD_BASE, DISCARD_BASE ** 2, DISCARD_BASE ** 3, DISCARD_BASE ** 4] as const;
export const discardCount = (c: number, r: number): number => Math.floor((c & 0xffffff) / DIGIT[r as 0]!) % DISCARD_BASE;
export const bankGive = (c: number): number => Math.floor(codePayload(c) / 5);
export const bankGet = (c: number): number => codePayload(c) % 5;

/** A growable list of action codes, reused across calls. */
export class CodeList {
  codes = new Int32Array(256);
  n = 0;
  push(c: number): void {
    if (this.n === this.codes.length) {
      const next = new Int32Array(this.codes.length * 2);
      next.set(this.codes);
      this.codes = next;
    }
    this.codes[this.n++] = c;
  }
  clear(): void { this.n = 0; }
  includes(c: number): boolean {
    for (let i = 0; i < this.n; i++) if (this.codes[i] === c) return true;
    return false;
  }
}
