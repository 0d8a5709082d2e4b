/**
 * Identities without accounts: a browser's token is a random secret it keeps (localStorage);
 * the server stores only its hash, so a database never holds a token that could be replayed.
 * Room ids are short random names for invite links; seeds are random secrets committed to by
 * their sha256 (the same hash `catan verify` checks).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A token: 32 random bytes, base64url (43 characters). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are 22 to 64 base64url characters; anything else is refused before it is looked at. */
export function isToken(x: unknown): x is string {
  return typeof x === 'string' && /^[A-Za-z0-9_-]{22,64}$/.test(x);
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(`catan-token:${token}`, 'utf8').digest('hex');
}

/** Constant-time comparison of two hex hashes. */
export function sameHash(a: string | null, b: string | null): boolean {
  if (!a || !b || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
}

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/**
 * A board's code for a new board the server draws (a rematch's): six characters of the
 * unambiguous alphabet, as short as the codes the page draws, so that codes read alike wherever
 * they were made (a rematch's read "0AmdUD2P" beside the lobby's "yaw92y"). Public, like every
 * board's code: it names the board, not the dice.
 */
export function newBoardCode(): string {
  let s = '';
  for (const b of randomBytes(6)) s += ALPHABET[b % ALPHABET.length];
  return s;
}

/**
 * A room id: 16 characters of an unambiguous alphabet (80 bits). A private room's id is its
 * invite link's secret: it is never listed, and nobody can guess it.
 */
export function newRoomId(): string {
  const bytes = randomBytes(16);
  let s = '';
  for (const b of bytes) s += ALPHABET[b % ALPHABET.length];
  return s;
}

export function isRoomId(x: unknown): x is string {
  return typeof x === 'string' && /^[a-z0-9-]{4,40}$/.test(x);
}

/** A game's secret seed: 32 bytes from the operating system's cryptographic source, hex. */
export function newSeed(): string {
  return randomBytes(32).toString('hex');
}

/** The commitment published at the start: sha256 of the seed, hex (as `catan verify` computes it). */
export function commitmentOf(seed: string): string {
  return createHash('sha256').update(seed, 'utf8').digest('hex');
}
