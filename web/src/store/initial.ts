/**
 * The page's first state: from what the server wrote into the page (boot), what this browser
 * kept (language, name, the last start screen, settings) and the address. Pure: main.tsx reads
 * the storage and the address and hands them in.
 */
import type { Boot } from '../wire.js';
import type { Lang } from '../i18n.js';
import { emptyCounts } from '../logic/bundle.js';
import type { Route } from '../logic/room.js';
import type { PageState, SetupForm, Settings, TableUi } from './types.js';

export const DEFAULT_SETUP: SetupForm = {
  mode: 'bots', players: 4, name: '', color: 'red', bots: ['medium', 'medium', 'medium', 'medium', 'medium'],
  others: ['person', 'medium', 'medium', 'medium', 'medium'], names: ['', '', '', '', ''], kind: 'beginner', seed: 'catan',
  friendly: false, tradeThenBuild: false, vp: 10, discard: true, discardOver: 7, balancedDice: false, specialBuild34: false, specialBuild56: true,
  pace: 600, timer: 0, tracker: false, hint: false, winning: false, title: '', public: false, spectatorChat: null,
};

export const DEFAULT_SETTINGS: Settings = { sound: false, diceAnimation: true, marks: false, chancesOpen: false };

export function freshTable(): TableUi {
  return {
    mode: 'none', trade: null, dialog: null, picker: emptyCounts(), counter: null, endOpen: true, menuOpen: false, startSeen: false,
    zoom: { scale: 1, x: 0, y: 0 }, offerSeen: [], ownOffer: null, logTab: 'log', chances: [], hint: null, sent: null, answered: null,
  };
}

/** What a start screen saved last time keeps (the rest starts afresh each time: house rules, seed). */
export const SAVED_SETUP_FIELDS = [
  'mode', 'players', 'name', 'color', 'bots', 'others', 'names', 'kind', 'pace', 'timer', 'tracker', 'hint', 'winning', 'public', 'spectatorChat',
] as const;

export interface InitialInput {
  boot: Boot | null;
  lang: Lang;
  route: Route;
  name: string;
  /** The last start screen's choices, as saved (untrusted: checked field by field). */
  savedSetup: unknown;
  savedSettings: unknown;
  seed: string;
  hidden: boolean;
}

export function initialState(i: InitialInput): PageState {
  const setup: SetupForm = { ...DEFAULT_SETUP, name: i.name, seed: i.seed, pace: i.boot?.hello.paceMs ?? DEFAULT_SETUP.pace, ...checkedSetup(i.savedSetup) };
  return {
    lang: i.lang, route: i.route, conn: 'connecting',
    hello: i.boot ? { version: i.boot.hello.version, bots: i.boot.hello.bots, paceMs: i.boot.hello.paceMs, limits: i.boot.hello.limits ?? null } : null,
    preview: i.boot?.preview ?? null, games: [], mine: [], leftRoom: null, publicRooms: { status: 'idle', rooms: [], ask: 0 }, name: i.name, error: null, chat: { waiting: 0, problem: null }, gone: false, resuming: null, refusal: null, room: null, entered: null,
    setup, table: freshTable(), settings: { ...DEFAULT_SETTINGS, ...checkedSettings(i.savedSettings) },
    cues: [], toasts: [], pass: null, serial: 0, hidden: i.hidden, replay: null,
  };
}

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** Only fields of the right kind survive from storage (an old or damaged save is ignored field by field). */
function checkedSetup(x: unknown): Partial<SetupForm> {
  if (!isObj(x)) return {};
  const out: Record<string, unknown> = {};
  for (const k of SAVED_SETUP_FIELDS) {
    const v = x[k], d = DEFAULT_SETUP[k];
    if (v === undefined) continue;
    // Spectator chat: a choice, or null (not chosen: the server's default).
    if (k === 'spectatorChat') { if (v === null || typeof v === 'boolean') out[k] = v; continue; }
    // A list saved for fewer seats (before tables of six) is kept, the rest of it from the defaults.
    if (Array.isArray(d)) {
      if (Array.isArray(v) && v.length <= d.length && v.every((y) => typeof y === typeof d[0])) out[k] = [...v, ...d.slice(v.length)];
    } else if (typeof v === typeof d) out[k] = v;
  }
  if (out.players !== undefined && ![3, 4, 5, 6].includes(out.players as number)) delete out.players;
  // No beginner map with 5 or 6 players (§14).
  if ((out.players === 5 || out.players === 6) && (out.kind ?? DEFAULT_SETUP.kind) === 'beginner') out.kind = 'variable';
  if (out.mode !== undefined && !['bots', 'friends', 'table'].includes(out.mode as string)) delete out.mode;
  return out as Partial<SetupForm>;
}

function checkedSettings(x: unknown): Partial<Settings> {
  if (!isObj(x)) return {};
  const out: Partial<Settings> = {};
  if (typeof x.sound === 'boolean') out.sound = x.sound;
  if (typeof x.diceAnimation === 'boolean') out.diceAnimation = x.diceAnimation;
  if (typeof x.marks === 'boolean') out.marks = x.marks;
  if (typeof x.chancesOpen === 'boolean') out.chancesOpen = x.chancesOpen;
  return out;
}
