/**
 * The page's interaction logic, separate from the DOM: which spots to light for the chosen
 * build (from the server's targets only), what a click on a spot asks the server, what the
 * table expects now in words, which rules topic the help button opens. It decides no rule:
 * anything not in the targets stays dark.
 */
import type { BoardJson } from '../wire.js';
import type { Bundle, GameMessage, Intent, LogEntry, Resource, RuleCode, Section, Targets } from '../wire.js';
import { COST_CITY, COST_DEV, COST_ROAD, COST_SETTLEMENT, DEV_CARDS, RESOURCES, RULE_SECTIONS, arrayToBundle, isRuleCode } from '../wire.js';
import { andList, refusalText, t, type Lang } from '../i18n.js';
import { countsOf, formatBundle, lacks, type Counts } from './bundle.js';
import { geometryOf } from './labels.js';
import { cityAt, ownerAt, roadOwner } from './pieces.js';

export type Mode = 'none' | 'road' | 'settlement' | 'city';

/** The game as the game screen draws it: the room's game for this seat, the board and the whole log. */
export interface ClientGame {
  msg: GameMessage;
  board: BoardJson;
  log: LogEntry[];
}

export const isMyTurn = (g: GameMessage): boolean => g.targets !== null;

/** The mode the step imposes (set-up placements, free roads), else the one the person chose. */
export function effectiveMode(g: GameMessage, chosen: Mode): Mode {
  const e = g.expected;
  const t = g.targets;
  if (!t) return 'none';
  if (e.kind === 'place-settlement' && e.seat === g.you) return 'settlement';
  if ((e.kind === 'place-road' || e.kind === 'free-road') && e.seat === g.you) return 'road';
  if (chosen === 'road' && t.roads.length) return 'road';
  if (chosen === 'settlement' && t.settlements.length) return 'settlement';
  if (chosen === 'city' && t.cities.length) return 'city';
  return 'none';
}

export interface Lit {
  vertices: Map<string, 'settlement' | 'city'>;
  edges: Set<string>;
  hexes: Set<string>;
  /** Shown greyed: the distance rule blocks them. */
  blocked: Set<string>;
}

/** What to light: exactly the server's targets for the mode in force. */
export function litFor(g: GameMessage, chosen: Mode): Lit {
  const lit: Lit = { vertices: new Map(), edges: new Set(), hexes: new Set(), blocked: new Set() };
  const t = g.targets;
  if (!t) return lit;
  if (t.robber.length) { for (const r of t.robber) lit.hexes.add(r.hex); return lit; }
  const mode = effectiveMode(g, chosen);
  if (mode === 'settlement') {
    for (const v of t.settlements) lit.vertices.set(v, 'settlement');
    for (const v of t.blocked) lit.blocked.add(v);
  } else if (mode === 'city') {
    for (const v of t.cities) lit.vertices.set(v, 'city');
  } else if (mode === 'road') {
    for (const e of t.roads) lit.edges.add(e);
  }
  return lit;
}

export function intentForVertex(g: GameMessage, chosen: Mode, v: string): Intent | null {
  const piece = litFor(g, chosen).vertices.get(v);
  return piece ? { type: 'build', piece, at: v } : null;
}

export function intentForEdge(g: GameMessage, chosen: Mode, e: string): Intent | null {
  return litFor(g, chosen).edges.has(e) ? { type: 'build', piece: 'road', at: e } : null;
}

/** A click on a hex when the robber moves: an intent, or the victims to choose among (§6). */
export function robberClick(t: Targets | null, hex: string): { intent: Intent } | { victims: number[] } | null {
  const r = t?.robber.find((x) => x.hex === hex);
  if (!r) return null;
  if (r.victims.length === 0) return { intent: { type: 'robber', hex } };
  if (r.victims.length === 1) return { intent: { type: 'robber', hex, victim: r.victims[0]! } };
  return { victims: r.victims };
}

export function canBuild(t: Targets | null, piece: 'road' | 'settlement' | 'city'): boolean {
  if (!t) return false;
  return (piece === 'road' ? t.roads : piece === 'settlement' ? t.settlements : t.cities).length > 0;
}

/** `mode`: the piece the person chose to build (the board shows where): the line then says where to put it. */
export interface PromptContext { lang: Lang; victimDialog?: boolean; mode?: Mode }

const nameOf = (g: GameMessage, seat: number): string => g.seats[seat]?.name ?? `#${seat}`;

/** "What is expected now", worded for the person. */
export function prompt(g: GameMessage, ctx: PromptContext): string {
  const { lang } = ctx;
  const e = g.expected;
  if (ctx.victimDialog) return t(lang, 'pVictim');
  if (e.kind === 'ended') return t(lang, 'pWins', { name: nameOf(g, e.seat) });
  // Before the first move, every person at the table sees who starts and presses Play; until then nothing moves.
  if (!g.ready) return t(lang, 'pWaitStart');
  // The terms are said with the request (the status line is read out): no need to find the panel to learn them.
  if (e.kind === 'answer-offer') {
    const inc = g.incoming;
    return inc ? t(lang, 'pAnswerTerms', { name: nameOf(g, e.from), give: formatBundle(lang, inc.get), get: formatBundle(lang, inc.give) }) : t(lang, 'pAnswer', { name: nameOf(g, e.from) });
  }
  if (e.kind === 'discard') {
    if (g.you !== null && e.seats.includes(g.you) && e.count > 0) return e.count === 1 ? t(lang, 'pDiscardOne') : t(lang, 'pDiscard', { n: e.count });
    return t(lang, 'oDiscard', { names: e.seats.map((s) => nameOf(g, s)).join(', ') });
  }
  const mine = e.seat === g.you;
  const name = nameOf(g, e.seat);
  // The person's own step while a bot plays for them: the bot's, not theirs to take (they come back with "I'm back").
  if (mine && g.you !== null && standingIn(g.seats[g.you])) return t(lang, 'youAway');
  // A table whose people have all gone waits for them (bots play only while someone is there): a spectator is told so.
  if (g.you === null && g.seats.some((x) => x.bot === null) && g.seats.every((x) => x.bot !== null || !x.online)) return t(lang, 'oPaused');
  // Another person's step played by the bot standing in for them: said so, not "Bo is playing".
  if (!mine && standingIn(g.seats[e.seat])) return t(lang, 'oStandIn', { name });
  switch (e.kind) {
    case 'place-settlement': return mine ? t(lang, 'pPlaceSettlement') : t(lang, 'oPlaceSettlement', { name });
    case 'place-road': return mine ? t(lang, 'pPlaceRoad') : t(lang, 'oPlaceRoad', { name });
    case 'roll': return mine ? t(lang, 'pRoll') : t(lang, 'oRoll', { name });
    case 'robber': return mine ? t(lang, 'pRobber') : t(lang, 'oRobber', { name });
    case 'victim': return mine ? t(lang, 'pVictim') : t(lang, 'oRobber', { name });
    case 'free-road': {
      if (!mine) return t(lang, 'oFreeRoad', { name });
      // §8: the card gives as many roads as there are pieces left; with one piece for two roads the
      // second is lost (it said "2 left", and the turn went on after one without a word: a play-test).
      const pieces = g.you !== null ? g.view.players[g.you]!.supply.roads : g.view.freeRoads;
      return pieces < g.view.freeRoads ? t(lang, 'pFreeRoadLast') : t(lang, 'pFreeRoad', { n: g.view.freeRoads });
    }
    case 'act': case 'special-build': {
      const pick = mine ? effectiveMode(g, ctx.mode ?? 'none') : 'none';
      if (pick !== 'none') {
        const line = t(lang, pick === 'road' ? 'pPickRoad' : pick === 'settlement' ? 'pPickSettlement' : 'pPickCity');
        // Between turns the line keeps saying so (a play-test lost the "special building" context while placing).
        return e.kind === 'special-build' ? t(lang, 'pInSbp', { line: line.charAt(0).toLocaleLowerCase(lang) + line.slice(1) }) : line;
      }
      // The person's own offer answered (a yes or a counter to take): the status line says so, since the
      // answers sit in the trade panel, below the hand on a phone (pass and play showed only "Trade, build…").
      // One taker is named, with what they said ("A player wants to trade" left the person to find who: a play-test).
      const takers = mine && g.offer ? g.offer.answers.filter((a) => a.type !== 'reject') : [];
      if (e.kind === 'act' && takers.length === 1) return t(lang, takers[0]!.type === 'counter' ? 'pOfferCounter' : 'pOfferTaker', { name: nameOf(g, takers[0]!.seat) });
      // Several are named too, in table order ("Vera and Owen want to trade").
      if (e.kind === 'act' && takers.length > 1) {
        return t(lang, 'pOfferTakers', { names: andList(lang, takers.map((a) => nameOf(g, a.seat))) });
      }
      // §11 trade then build: once the person has built, trading is over for the turn; the line says
      // so (Trade went grey under "Trade, build, buy…" without a word: a play-test).
      if (e.kind === 'act' && mine && g.view.rules.tradeThenBuild && g.targets && !g.targets.trade) return t(lang, 'pActBuilt');
      if (e.kind === 'act') return mine ? t(lang, 'pAct') : t(lang, 'oAct', { name });
      return mine ? t(lang, 'pSpecialBuild') : t(lang, 'oSpecialBuild', { name });
    }
  }
}

export const HELP_TOPICS = [
  'setup', 'turn', 'production', 'robber', 'trading', 'building', 'development-cards', 'longest-road', 'largest-army', 'winning', 'variants',
  'five-six-players',
] as const;
export type HelpTopic = (typeof HELP_TOPICS)[number];

/** The manual's topic for the step the person is at. */
export function helpTopic(g: GameMessage | null, mode: Mode, panel: 'none' | 'trade' | 'card' = 'none'): HelpTopic {
  if (!g) return 'setup';
  if (panel === 'trade') return 'trading';
  if (panel === 'card') return 'development-cards';
  switch (g.expected.kind) {
    case 'place-settlement':
    case 'place-road': return 'setup';
    case 'roll': return 'production';
    case 'discard':
    case 'robber':
    case 'victim': return 'robber';
    case 'free-road': return 'development-cards';
    case 'answer-offer': return 'trading';
    case 'ended': return 'winning';
    case 'act': return mode !== 'none' ? 'building' : 'turn';
    case 'special-build': return 'five-six-players';
  }
}

/** The manual at a topic, entry or section ("§5"), or at its start (no target), in the page's language. */
export function rulesHref(target: string | null, lang: Lang): string {
  return `/rules?lang=${lang}${target === null ? '' : `#${encodeURIComponent(target)}`}`;
}

export function helpHref(topic: HelpTopic, lang: Lang): string {
  return rulesHref(topic, lang);
}

/**
 * The manual's answer to the question each of the game's dialogs raises ("why must I discard, and
 * how many?"), by entry id (src/manual/content): a dialog covers the status bar's help button, so
 * it carries its own link, straight to the answer rather than to the topic.
 */
export const DIALOG_HELP = {
  start: 'first-player', discard: 'discard-half', victim: 'robber-steal', yop: 'year-of-plenty-card', monopoly: 'monopoly-card', end: 'how-to-win',
} as const;
export type DialogHelp = keyof typeof DIALOG_HELP;

export function dialogHelpHref(kind: DialogHelp, lang: Lang): string {
  return rulesHref(DIALOG_HELP[kind], lang);
}

/** The RULES.md section behind a refusal, by its code (never read from its sentence). */
export function sectionOf(code: string): string | null {
  return isRuleCode(code) ? RULE_SECTIONS[code] : null;
}

/**
 * Where a refusal's "Rule" link goes: the manual entry the server named, else the section of the
 * refusal's rule (the manual opens a section by its number: "§4.3" → "§4"), else the turn.
 */
export function refusalHref(r: { code: string; rule?: string; section?: string }, lang: Lang): string {
  if (r.rule) return rulesHref(r.rule, lang);
  const s = r.section ?? sectionOf(r.code);
  return rulesHref(s?.startsWith('§') ? s.replace(/\..*$/, '') : 'turn', lang);
}

/**
 * Whether a seat has the points to win but has not won yet: it reached them in the special
 * building phase (§14), and wins when its own turn begins (§10). The seat's own page counts its
 * hidden Victory Point cards; others see the visible points only.
 */
export function waitsToWin(g: Pick<GameMessage, 'view' | 'you'>, seat: number, goal: number): boolean {
  const p = g.view.players[seat];
  if (!p || g.view.phase === 'ended' || g.view.phase === 'setup') return false;
  const shown = seat === g.you && p.vp !== undefined ? p.vp : p.visibleVp;
  return shown >= goal;
}

/** Whether a bot stands in for this person's seat now (away, out of time or gone), not a bot's own seat. */
export const standingIn = (seat: { bot: string | null; away?: unknown } | undefined): boolean => !!seat && seat.bot === null && !!seat.away;

/** Whether the person's hand holds what another's offer asks of them (Accept, by button or key). */
export function canPayOffer(g: Pick<GameMessage, 'view' | 'you' | 'incoming'>): boolean {
  return g.you !== null && g.incoming !== null && lacks(countsOf(g.view.players[g.you]!.resources), g.incoming.get) === null;
}

/**
 * Why the maritime tab lists no trade: the person holds too few of every resource, or holds
 * enough but the bank has none of what they could take (§7: a maritime trade needs the bank to
 * hold the card asked for). It said "you do not hold enough" to a person holding 63 cards.
 */
export function noBankTradeKey(hand: Readonly<Counts>, rates: Readonly<Counts>): 'bankNone' | 'bankDry' {
  return RESOURCES.some((r) => hand[r] >= rates[r]) ? 'bankDry' : 'bankNone';
}

/**
 * The notes under the person's development cards (§8), saying why a Play button is grey: Road
 * Building with no road piece left to place, and any card once one has been played this turn
 * (a victory point card is never played, so it alone calls for no note).
 */
export function handNotes(g: Pick<GameMessage, 'view' | 'you'>): { rbNoRoads: boolean; oneCard: boolean } {
  const me = g.you === null ? undefined : g.view.players[g.you];
  const dev = me?.devCards;
  if (!me || !dev) return { rbNoRoads: false, oneCard: false };
  return {
    rbNoRoads: dev.roadBuilding > 0 && me.supply.roads === 0,
    oneCard: g.view.playedCardThisTurn && g.view.current === g.you && DEV_CARDS.some((c) => c !== 'victoryPoint' && dev[c] > 0),
  };
}

/** What a shortcut key or a dimmed action button asks for. */
export type Asked = 'roll' | 'end' | 'buy' | 'road' | 'settlement' | 'city' | 'trade';

/** Why an action asked for cannot be done: the engine's refusal code, and the page's own words where the code alone would say too little. */
export interface WhyNot { code: RuleCode; section?: Section; words?: 'whyNoSettlement' | 'whyRollFirst' | 'offerCannotPay' | 'whyNotLit' }

/** Each asked-for action's shortcut key (the store's keys, and each button's aria-keyshortcuts). */
export const SHORTCUT_KEYS: Readonly<Record<Asked, string>> = { roll: 'R', end: 'E', buy: 'B', road: '1', settlement: '2', city: '3', trade: 'T' };

/**
 * A refusal's words: the page's own where it worked the refusal out itself (whyNot's `words`,
 * naming its section), else its code's in the reader's language (the server's sentence in English).
 */
export function refusalWords(lang: Lang, r: { code: string; message: string; words?: WhyNot['words'] | undefined; section?: string | undefined }, names: readonly string[] = []): string {
  return r.words ? t(lang, r.words, { section: r.section ?? sectionOf(r.code) ?? '' }) : refusalText(lang, r.code, r.message, names, r.section);
}

/** What each costs (§5), from the engine's own table. */
export const PRICE: Record<'buy' | 'road' | 'settlement' | 'city', Bundle> = {
  buy: arrayToBundle(COST_DEV, 0), road: arrayToBundle(COST_ROAD, 0), settlement: arrayToBundle(COST_SETTLEMENT, 0), city: arrayToBundle(COST_CITY, 0),
};

/**
 * Why the person cannot do `what` now, worked out from what their seat sees (the server's
 * targets say only that it cannot): not their turn, not at this point of it, no pieces left, not
 * the cards it costs, or nowhere to put it. Null when it can be done, or when there is nothing
 * to explain (a spectator, an ended game, free roads placed on the board). A shortcut key or a
 * dimmed button said nothing at all (a keyboard play-test): the page shows this as a refusal.
 */
export function whyNot(g: GameMessage, what: Asked): WhyNot | null {
  const me = g.you;
  if (me === null || g.view.winner !== null || g.expected.kind === 'ended') return null;
  const tg = g.targets;
  const v = g.view;
  // Not at this point of the turn: in the special building phase (§14) or while discards are owed (§4.3) the rule is that phase's.
  // Before the roll, the page says what to do ("That cannot be done at this point of the turn" did not: a screen-reader review).
  const notNow: WhyNot = v.phase === 'specialBuild' ? { code: 'wrong-phase', section: '§14' } : v.phase === 'discard' ? { code: 'wrong-phase', section: '§4.3' }
    : v.phase === 'roll' && tg?.roll ? { code: 'wrong-phase', words: 'whyRollFirst' } : { code: 'wrong-phase' };
  if (!tg) return v.current === me && v.specialBuilder === null ? notNow : { code: 'not-your-turn' };
  if (what === 'roll') return tg.roll ? null : notNow;
  if (what === 'end') return tg.end ? null : notNow;
  if (what === 'trade') return tg.trade ? null : v.rules.tradeThenBuild && v.paidThisTurn && v.phase === 'main' ? { code: 'trade-then-build' } : notNow;
  const mine = v.players[me]!;
  const hand = countsOf(mine.resources);
  if (what === 'buy') {
    if (tg.buy) return null;
    if (v.phase !== 'main' && v.phase !== 'specialBuild') return notNow;
    return v.devDeckCount === 0 ? { code: 'deck-empty' } : lacks(hand, PRICE.buy) ? { code: 'cannot-afford' } : notNow;
  }
  if (v.phase === 'roadBuilding' || v.phase === 'setup') return null;
  if ((what === 'road' ? tg.roads : what === 'settlement' ? tg.settlements : tg.cities).length > 0) return null;
  if (v.phase !== 'main' && v.phase !== 'specialBuild') return notNow;
  const left = what === 'road' ? mine.supply.roads : what === 'settlement' ? mine.supply.settlements : mine.supply.cities;
  if (left === 0) return { code: 'no-pieces' };
  if (lacks(hand, PRICE[what])) return { code: 'cannot-afford' };
  if (what === 'road') return { code: 'no-road-spot', section: '§5' };
  if (what === 'city') return { code: 'not-own-settlement' };
  return { code: 'distance-rule', words: 'whyNoSettlement' };
}

/**
 * Why a tap on the board away from every lit spot did nothing (`hex`: the land hex tapped, if any):
 * the robber cannot stay where it stands (§6), and elsewhere only the lit spots are legal, under
 * the rule that placed them. Null when nothing is lit. A newcomer's tap on the robber's own hex
 * had said nothing at all (a play-test).
 */
export function missWhy(g: GameMessage, chosen: Mode, hex: string | null): WhyNot | null {
  const lit = litFor(g, chosen);
  if (lit.hexes.size) {
    if (hex !== null && hex === g.view.robber) return { code: 'robber-must-move' };
    // Any other land hex left unlit is one the friendly robber protects (§11).
    if (hex !== null && g.view.rules.friendlyRobber) return { code: 'robber-protected' };
    return { code: 'robber-must-move', words: 'whyNotLit' };
  }
  // Set-up's placements are §3's (the distance rule and a road at the new settlement).
  const setup = g.view.phase === 'setup' ? { section: '§3' as const } : {};
  if (lit.vertices.size) return { code: [...lit.vertices.values()][0] === 'city' ? 'not-own-settlement' : 'distance-rule', words: 'whyNotLit', ...setup };
  if (lit.edges.size) return { code: 'not-connected', words: 'whyNotLit', ...setup };
  return null;
}

/** A 1-for-1 offer that would complete a build: the card the hand is one short of, for a card the build does not need. */
export interface QuickOffer { give: Resource; get: Resource; build: 'city' | 'settlement' | 'buy' | 'road' }

/**
 * Offers to the table that would complete a build (§7, §5), for the trade panel to fill in with
 * one press: for each build the person could place now but for one card (a city on one of their
 * settlements, a settlement on a free corner at their road, a development card while the deck
 * holds one, a road at their network), the missing card asked for one the build does not need
 * (the kind held most beyond it). Most valuable build first, each pair of cards once, three at most.
 * Worked out from the seat's own view; whether anyone accepts is theirs to say.
 */
export function quickOffers(g: Pick<GameMessage, 'view' | 'you'>, board: Pick<BoardJson, 'island'>): QuickOffer[] {
  const me = g.you;
  if (me === null) return [];
  const v = g.view;
  const mine = v.players[me];
  if (!mine?.resources) return [];
  const hand = countsOf(mine.resources);
  const places = buildPlaces(v, me, board);
  const can: Record<QuickOffer['build'], boolean> = {
    city: mine.supply.cities > 0 && places.city,
    settlement: mine.supply.settlements > 0 && places.settlement,
    buy: v.devDeckCount > 0,
    road: mine.supply.roads > 0 && places.road,
  };
  const out: QuickOffer[] = [];
  for (const build of ['city', 'settlement', 'buy', 'road'] as const) {
    if (!can[build]) continue;
    const short = lacks(hand, PRICE[build]);
    const missing = short ? RESOURCES.filter((r) => (short[r] ?? 0) > 0) : [];
    if (missing.length !== 1 || short![missing[0]!] !== 1) continue;
    const get = missing[0]!;
    let give: Resource | null = null, spare = 0;
    for (const r of RESOURCES) {
      const extra = hand[r] - (PRICE[build][r] ?? 0);
      if (r !== get && extra > spare) { give = r; spare = extra; }
    }
    if (give && !out.some((q) => q.give === give && q.get === get)) out.push({ give, get, build });
  }
  return out.slice(0, 3);
}

/**
 * Whether the seat has somewhere to put each piece, from the pieces on the board (§5; the
 * server lists the spots only when the piece is affordable): a settlement of its own to turn into
 * a city, a free corner at its road with no building next to it, a free side at its network (a
 * road does not go on through another's building).
 */
export function buildPlaces(v: GameMessage['view'], seat: number, board: Pick<BoardJson, 'island'>): { city: boolean; settlement: boolean; road: boolean } {
  const geo = geometryOf(board);
  const free = (x: number) => ownerAt(v, x) < 0;
  // A corner the seat's road reaches that is not another's building: a road may go on from it.
  const reached = (x: number) => {
    const o = ownerAt(v, x);
    if (o >= 0) return o === seat;
    for (let k = 0; k < 3; k++) { const e = geo.vertexEdges[x * 3 + k]!; if (e >= 0 && roadOwner(v, e) === seat) return true; }
    return false;
  };
  let hasSettlement = false;
  for (let x = 0; x < geo.vertexCount; x++) if (ownerAt(v, x) === seat && !cityAt(v, x)) hasSettlement = true;
  let settlementSpot = false, roadSpot = false;
  for (let e = 0; e < geo.edgeCount; e++) {
    const a = geo.edgeVertices[e * 2]!, b = geo.edgeVertices[e * 2 + 1]!;
    const road = roadOwner(v, e);
    if (road < 0) { if (reached(a) || reached(b)) roadSpot = true; continue; }
    if (road !== seat) continue;
    for (const x of [a, b]) {
      if (!free(x)) continue;
      let clear = true;
      for (let k = 0; k < 3; k++) { const n = geo.vertexNeighbours[x * 3 + k]!; if (n >= 0 && !free(n)) clear = false; }
      if (clear) settlementSpot = true;
    }
  }
  return { city: hasSettlement, settlement: settlementSpot, road: roadSpot };
}
