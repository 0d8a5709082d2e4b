/**
 * The game's closed vocabulary (spec/RECORD.md names). Dense indexes follow the order of
 * these arrays everywhere in the engine: resource 0 is brick, card 0 is knight, and so on.
 */

export const RESOURCES = ['brick', 'wood', 'wool', 'grain', 'ore'] as const;
export type Resource = (typeof RESOURCES)[number];
export type ByResource<T> = { [R in Resource]: T };
export type Bundle = Partial<ByResource<number>>;

export const TERRAINS = ['hills', 'forest', 'pasture', 'fields', 'mountains', 'desert'] as const;
export type Terrain = (typeof TERRAINS)[number];
/** Terrain index → resource index it produces (desert: -1). Same order as RESOURCES. */
export const TERRAIN_RESOURCE = [0, 1, 2, 3, 4, -1] as const;
export const DESERT = 5;

export const DEV_CARDS = ['knight', 'victoryPoint', 'roadBuilding', 'yearOfPlenty', 'monopoly'] as const;
export type DevCard = (typeof DEV_CARDS)[number];
export type ByDevCard<T> = { [C in DevCard]: T };
export const KNIGHT = 0, VICTORY_POINT = 1, ROAD_BUILDING = 2, YEAR_OF_PLENTY = 3, MONOPOLY = 4;
/** §1: 14 Knight, 5 Victory Point, 2 Road Building, 2 Year of Plenty, 2 Monopoly (the base game's; §14 for 5–6). */
export const DEV_DECK = [14, 5, 2, 2, 2] as const;

export const PIECES = ['road', 'settlement', 'city'] as const;
export type Piece = (typeof PIECES)[number];
/** §1: per colour 15 roads, 5 settlements, 4 cities. */
export const SUPPLY = { roads: 15, settlements: 5, cities: 4 } as const;

export const COLORS = ['red', 'blue', 'orange', 'white', 'green', 'brown'] as const;
export type Color = (typeof COLORS)[number];

/** Harbor kinds: '3:1' or a resource (2:1 of it). Index 0–4 resource, 5 generic. */
export const HARBOR_KINDS = ['brick', 'wood', 'wool', 'grain', 'ore', '3:1'] as const;
export type HarborKind = (typeof HARBOR_KINDS)[number];
export const GENERIC_HARBOR = 5;

/** §9: Longest Road needs a road of at least 5 pieces; Largest Army at least 3 Knights played. */
export const LONGEST_ROAD_MIN = 5;
export const LARGEST_ARMY_MIN = 3;

/** Bank: 19 of each resource (§1) in the base game; the 5–6 player game has 24 (§14, islands.ts). */
export const BANK_PER_RESOURCE = 19;

/** Building costs (§5) as [brick, wood, wool, grain, ore]. */
export const COST_ROAD = [1, 1, 0, 0, 0] as const;
export const COST_SETTLEMENT = [1, 1, 1, 1, 0] as const;
export const COST_CITY = [0, 0, 0, 2, 3] as const;
export const COST_DEV = [0, 0, 1, 1, 1] as const;

export const PHASES = ['setup', 'roll', 'discard', 'robber', 'main', 'roadBuilding', 'ended', 'specialBuild'] as const;
export type Phase = (typeof PHASES)[number];
/** specialBuild (§14): after a turn, each other player in turn order may build and buy. */
export const P_SETUP = 0, P_ROLL = 1, P_DISCARD = 2, P_ROBBER = 3, P_MAIN = 4, P_ROADS = 5, P_ENDED = 6, P_SBP = 7;

/** The rules chosen when a game is created (§11 variants). Defaults are the official game. */
export interface Rules {
  victoryPoints: number;
  friendlyRobber: boolean;
  tradeThenBuild: boolean;
  discardOver: number;
  discard: boolean;
  balancedDice: boolean;
  /** §14 Special Building Phase after every turn: part of the 5–6 player game, a house rule for 3–4. */
  specialBuild: boolean;
}
/**
 * The house rules' numbers (§11): a victory target from 3 to 22, the most points a player can hold
 * (5 settlements and 4 cities, Longest Road, Largest Army and the 5 Victory Point cards: a higher
 * target is never reached), and a hand limit from 2 to 95.
 */
export const RULE_RANGES = Object.freeze({ victoryPoints: [3, 22], discardOver: [2, 95] } as const);

export const DEFAULT_RULES: Readonly<Rules> = Object.freeze({
  victoryPoints: 10, friendlyRobber: false, tradeThenBuild: false,
  discardOver: 7, discard: true, balancedDice: false, specialBuild: false,
});

export function arrayToBundle(a: ArrayLike<number>, offset = 0): ByResource<number> {
  return { brick: a[offset]!, wood: a[offset + 1]!, wool: a[offset + 2]!, grain: a[offset + 3]!, ore: a[offset + 4]! };
}
export function arrayToDevBundle(a: ArrayLike<number>, offset = 0): ByDevCard<number> {
  return {
    knight: a[offset]!, victoryPoint: a[offset + 1]!, roadBuilding: a[offset + 2]!,
    yearOfPlenty: a[offset + 3]!, monopoly: a[offset + 4]!,
  };
}
