/**
 * The page's intents as actions: only the fields a player chooses are kept. Outcomes — the
 * dice, the card drawn, the card stolen — are chance's, so the server never takes them from
 * a page (an intent carrying "dice" would otherwise choose its own roll).
 */
import type { Action } from '../engine/index.js';
import type { Intent } from './protocol.js';

export function actionFromIntent(intent: Intent, seat: number): Action | null {
  if (typeof intent !== 'object' || intent === null) return null;
  const i = intent as Record<string, unknown>;
  switch (i.type) {
    case 'roll': return { p: seat, type: 'roll' };
    case 'buy': return { p: seat, type: 'buy' };
    case 'end': return { p: seat, type: 'end' };
    case 'build': return { p: seat, type: 'build', piece: i.piece as 'road', at: i.at as string };
    case 'discard': return { p: seat, type: 'discard', cards: i.cards as never };
    case 'robber': {
      const a: Action = { p: seat, type: 'robber', hex: i.hex as string };
      if (i.victim !== undefined && i.victim !== null) a.victim = i.victim as number;
      return a;
    }
    case 'play': {
      const a: Action = { p: seat, type: 'play', card: i.card as 'knight' };
      if (i.take !== undefined) a.take = i.take as never;
      if (i.resource !== undefined) a.resource = i.resource as never;
      return a;
    }
    case 'bankTrade': return { p: seat, type: 'bankTrade', give: i.give as never, get: i.get as never };
    case 'trade': return null; // domestic trades go through offers and answers (§7)
    default: return null;
  }
}
