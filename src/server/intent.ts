/**
 * The page's intents as actions for the connection's seat: only the fields a player chooses are
 * kept. Outcomes — the dice, the card drawn, the card stolen — are chance's, so the server never
 * takes them from a page (an intent carrying "dice" would otherwise choose its own roll); the
 * protocol's decoder has already dropped them, and this builds each action field by field.
 */
import type { Action } from '../engine/index.js';
import type { Intent } from '../protocol/index.js';

export function actionFromIntent(i: Intent, seat: number): Action {
  switch (i.type) {
    case 'roll': return { p: seat, type: 'roll' };
    case 'buy': return { p: seat, type: 'buy' };
    case 'end': return { p: seat, type: 'end' };
    case 'build': return { p: seat, type: 'build', piece: i.piece, at: i.at };
    case 'discard': return { p: seat, type: 'discard', cards: i.cards };
    case 'robber': return i.victim === undefined ? { p: seat, type: 'robber', hex: i.hex } : { p: seat, type: 'robber', hex: i.hex, victim: i.victim };
    case 'play': {
      const a: Action = { p: seat, type: 'play', card: i.card };
      if (i.take !== undefined) a.take = i.take;
      if (i.resource !== undefined) a.resource = i.resource;
      return a;
    }
    case 'bankTrade': return { p: seat, type: 'bankTrade', give: i.give, get: i.get };
  }
}
