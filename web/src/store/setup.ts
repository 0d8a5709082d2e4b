/**
 * The start screen's form as data: its fields, the board preview it asks for, and what
 * submitting sends — a game against bots (`create {setup}`), a room for friends, or a table on
 * this device (`create {room}` with a person seat for each player here).
 */
import { tableNames, type BoardChoice, type BotLevel, type Lang, type RoomRequest, type Rules, type SetupRequest } from '../wire.js';
import { isBotLevel, seatName } from '../logic/names.js';
import { SAVED_SETUP_FIELDS } from './initial.js';
import type { Effect, PageState, SetupForm } from './types.js';

/** The beginner map's colours for a table (§3): red, blue, orange, and white with four players only. */
export const beginnerColors = (players: number): readonly ('red' | 'blue' | 'orange' | 'white')[] =>
  (['red', 'blue', 'orange', 'white'] as const).slice(0, players === 3 ? 3 : 4);

/** Whether the form's table plays the 5–6 player extension's island (§14). */
export const extensionTable = (f: Pick<SetupForm, 'players'>): boolean => f.players >= 5;

export function boardChoice(f: SetupForm): BoardChoice {
  if (f.kind === 'beginner') return { kind: 'beginner' };
  return extensionTable(f) ? { kind: f.kind, seed: f.seed, island: 'extension' } : { kind: f.kind, seed: f.seed };
}

const islandOf = (c: BoardChoice) => (c.kind !== 'beginner' && c.island === 'extension' ? 'extension' : 'base');

export function sameChoice(a: BoardChoice, b: BoardChoice): boolean {
  return a.kind === b.kind && (a.kind === 'beginner' || (b.kind !== 'beginner' && a.seed === b.seed && islandOf(a) === islandOf(b)));
}

/** Whether the form's table plays the special building phase (§14): its 5–6 default, or the 3–4 house rule. */
export const specialBuildOf = (f: SetupForm): boolean => (extensionTable(f) ? f.specialBuild56 : f.specialBuild34);

/** The rules the form's fields name: the §11 switches and numbers, and the special building phase (§14). */
export type FormRules = Pick<Rules, 'friendlyRobber' | 'tradeThenBuild' | 'victoryPoints' | 'discard' | 'discardOver' | 'balancedDice' | 'specialBuild'>;

/** Each rule's field in the form (the special building phase has one per table size: specialBuildOf). */
const RULE_FIELDS = {
  friendlyRobber: 'friendly', tradeThenBuild: 'tradeThenBuild', victoryPoints: 'vp', discard: 'discard', discardOver: 'discardOver', balancedDice: 'balancedDice',
} as const satisfies Record<Exclude<keyof FormRules, 'specialBuild'>, keyof SetupForm>;

export function ruleValuesOf(f: SetupForm): FormRules {
  return {
    friendlyRobber: f.friendly, tradeThenBuild: f.tradeThenBuild, victoryPoints: f.vp, discard: f.discard, discardOver: f.discardOver, balancedDice: f.balancedDice,
    specialBuild: specialBuildOf(f),
  };
}

export const rulesOf = (f: SetupForm): Partial<Rules> => ruleValuesOf(f);

/** A change to the rules, as the form's fields (the inverse of ruleValuesOf). */
export function formPatchOf(f: SetupForm, r: Partial<FormRules>): Partial<SetupForm> {
  const patch: Record<string, unknown> = {};
  for (const [rule, field] of Object.entries(RULE_FIELDS)) if (r[rule as keyof FormRules] !== undefined) patch[field] = r[rule as keyof FormRules];
  if (r.specialBuild !== undefined) patch[extensionTable(f) ? 'specialBuild56' : 'specialBuild34'] = r.specialBuild;
  return patch as Partial<SetupForm>;
}

/** A field changed: the form, and a new preview when the board changed. */
export function patchSetup(s: PageState, patch: Partial<SetupForm>): { state: PageState; effects: Effect[] } {
  const setup = { ...s.setup, ...patch };
  // Five or six players: the extension's island, which has no beginner map (§14). Back to three or
  // four, the beginner map set aside comes back, unless another board was chosen meanwhile (it stayed
  // on the spiral: a play-test).
  if (patch.kind !== undefined) setup.beginnerAside = false;
  if (extensionTable(setup) && setup.kind === 'beginner') { setup.kind = 'variable'; setup.beginnerAside = true; }
  else if (!extensionTable(setup) && setup.beginnerAside) { setup.kind = 'beginner'; setup.beginnerAside = false; }
  if (setup.kind === 'beginner' && !(beginnerColors(setup.players) as readonly string[]).includes(setup.color)) setup.color = 'red';
  // The choices kept are saved as they are made: a reload before Start lost them all (a play-test).
  const effects: Effect[] = [saveSetup(setup)];
  if (!sameChoice(boardChoice(setup), boardChoice(s.setup)) || !s.preview) effects.push(...previewAsk({ ...s, setup }));
  return { state: { ...s, setup }, effects };
}

/** The form's choices a later visit starts from (SAVED_SETUP_FIELDS: not the house rules or the seed, which start afresh). */
function saveSetup(f: SetupForm): Effect {
  const saved: Record<string, unknown> = {};
  for (const k of SAVED_SETUP_FIELDS) saved[k] = f[k];
  return { k: 'save', key: 'catan.setup', value: JSON.stringify(saved) };
}

/** Ask for the preview of the form's board unless the page already has it. */
export function previewAsk(s: PageState): Effect[] {
  const choice = boardChoice(s.setup);
  return s.preview && sameChoice(s.preview.choice, choice) ? [] : [{ k: 'send', msg: { t: 'preview', board: choice } }];
}

/** Whether spectators may chat in the room for friends: the person's choice, else the server's default (yes when private, no when public). */
export const spectatorChatOf = (f: Pick<SetupForm, 'public' | 'spectatorChat'>): boolean => f.spectatorChat ?? !f.public;

/**
 * The people at a table on this device: the person, then each seat marked for a person here.
 * Everyone here reads this page, so a name left blank is sent as the one its field shows ("Player
 * 2", in the page's language, names.ts's seatName for the form's seat): the table's own name for
 * that person, in its record too. (Elsewhere a blank name is sent as none and each page numbers the
 * seat by its place in the lobby, SeatInfo.lobby.)
 */
export function tablePeople(f: SetupForm, lang: Lang): { lobbySeat: number; name: string }[] {
  const out = [{ lobbySeat: 0, name: f.name.trim() || seatName(lang, '', 0) }];
  f.others.slice(0, f.players - 1).forEach((o, i) => {
    if (o === 'person') out.push({ lobbySeat: i + 1, name: f.names[i]?.trim() || seatName(lang, '', i + 1) });
  });
  return out;
}

/**
 * Who sits where in the game the form starts, as submitting sends it: each seat's name (none for a
 * person not yet known, nor for a bot) and bot level; a level the page has no names for draws none
 * (isBotLevel), so its seat counts as nameless.
 */
function formSeats(f: SetupForm, lang: Lang): { name: string; bot: BotLevel | null }[] {
  const others = f.mode === 'bots' ? f.bots.slice(0, f.players - 1) : f.others.slice(0, f.players - 1);
  const people = f.mode === 'table' ? tablePeople(f, lang) : [];
  return [{ name: people[0]?.name ?? f.name.trim(), bot: null }, ...others.map((o, i) => (o === 'person'
    ? { name: people.find((x) => x.lobbySeat === i + 1)?.name ?? '', bot: null }
    : { name: '', bot: isBotLevel(o) ? o : null }))];
}

/**
 * The name the bot in the form's other seat `i` (the table's seat i + 1) gets if it is of `level`:
 * the one the server will give it, drawn as it draws (src/table/names.ts) in the language the
 * form sends, after the people's names and the bots' before it — so three medium bots read Vera,
 * Owen and Clara here, as at the table, not Vera three times. Null for a level the page has no
 * names for (the start screen then shows the server's persona for it).
 */
export function botNameFor(f: SetupForm, lang: Lang, i: number, level: BotLevel): string | null {
  // A level this page has no names for (a newer server's, or an old or damaged saved choice): not foretold, and its seat draws none.
  if (!isBotLevel(level)) return null;
  const seats = formSeats(f, lang);
  seats[i + 1] = { name: '', bot: level };
  return tableNames(seats, lang)[i + 1]!;
}

/** What submitting the form sends, with the saved choices. */
export function submit(s: PageState, gameSeed: string | null): { state: PageState; effects: Effect[] } {
  const f = s.setup, lang = s.lang;
  // No name given: none sent (a table on this device names its blank seats: tablePeople).
  const name = f.name.trim();
  const effects: Effect[] = [saveSetup(f), { k: 'set-name', name }];
  const rules = rulesOf(f);
  const board = boardChoice(f);
  const base = { ...s, error: null, name };
  // The assists the person allows everyone, and the language the bots' names are drawn in.
  const assists = { tracker: f.tracker, hint: f.hint, winning: f.winning };
  if (f.mode === 'bots') {
    const setup: SetupRequest = { players: f.players, name, color: f.color, bots: f.bots.slice(0, f.players - 1), board, rules, paceMs: f.pace, assists, lang };
    // A game seed in the address (?seed=…) replays the same dice: for tests and bug reports.
    if (gameSeed) setup.seed = gameSeed;
    return { state: base, effects: [...effects, { k: 'send', msg: { t: 'create', setup } }] };
  }
  const people = f.mode === 'table' ? tablePeople(f, lang) : [];
  const room: RoomRequest = {
    seats: [{ kind: 'person', name: people[0]?.name ?? name, color: f.color },
      ...f.others.slice(0, f.players - 1).map((o, i) => (o === 'person'
        ? { kind: 'person' as const, ...(f.mode === 'table' ? { name: people.find((x) => x.lobbySeat === i + 1)!.name } : {}) }
        : { kind: 'bot' as const, bot: o }))],
    board, rules, paceMs: f.pace, turnSeconds: f.mode === 'table' ? 0 : f.timer, assists, lang,
    // On this device the game starts as soon as every seat here is taken; a room for friends says who may find it and who may chat.
    ...(f.mode === 'table' ? { start: true } : { public: f.public, spectatorChat: spectatorChatOf(f), ...(f.title.trim() ? { title: f.title.trim() } : {}) }),
  };
  const pass = f.mode === 'table'
    ? { room: null, people: people.map((x, via) => ({ via, name: x.name, lobbySeat: x.lobbySeat, token: null })), rooms: [], shown: 0, spawned: false, covered: false }
    : null;
  return { state: { ...base, pass }, effects: [...effects, { k: 'send', msg: { t: 'create', room } }] };
}

/** Whether a table on this device has two or more people (else it is a game against bots). */
export function tableReady(f: SetupForm): boolean {
  return f.others.slice(0, f.players - 1).filter((o) => o === 'person').length >= 1;
}
