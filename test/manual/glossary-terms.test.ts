// Play-test in Spanish: the manual and the game called Longest Road "Mayor Ruta Comercial" in some
// places and "ruta más larga" in others (the player's road length, and the hint toward the card).
// Each language names Longest Road and Largest Army as spec/GLOSSARY.md does, and no text a player
// reads (the manual's entries, its own words and picture captions, the game's words) uses another
// name for them (the list is coverage.ts's OFF_GLOSSARY, which also checks every entry). A player's
// road length is written so that it does not read as another name (Spanish "ruta comercial más
// larga", the card's own words).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENTRIES } from '../../src/manual/content/index.js';
import { OFF_GLOSSARY } from '../../src/manual/coverage.js';
import { MARK_LABELS } from '../../src/manual/picture.js';
import { PICTURES } from '../../src/manual/pictures.js';
import { LANGS, type Lang } from '../../src/manual/types.js';
import { UI } from '../../src/manual/ui-text.js';
import { en } from '../../web/src/i18n/en.js';
import { es } from '../../web/src/i18n/es.js';
import { fr } from '../../web/src/i18n/fr.js';
import { sv } from '../../web/src/i18n/sv.js';
import type { Pack } from '../../web/src/i18n/pack.js';

const PACKS: Record<Lang, Pack> = { en, es, fr, sv };

/** The glossary's name of `concept` in each language (its table: concept, code name, en, es, fr, sv). */
function glossary(concept: string): Record<Lang, string> {
  const text = readFileSync(join(import.meta.dirname, '..', '..', 'spec', 'GLOSSARY.md'), 'utf8');
  for (const line of text.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    if (cells[1] === concept) return { en: cells[3]!, es: cells[4]!, fr: cells[5]!, sv: cells[6]! };
  }
  throw new Error(`${concept} is not in GLOSSARY.md`);
}

/** Every text a player reads in `lang`, with where it is. */
function textsOf(lang: Lang): [where: string, text: string][] {
  const out: [string, string][] = [];
  for (const e of ENTRIES) for (const k of ['q', 'a', 'x'] as const) out.push([`entry ${e.id}.${k}`, e[lang][k]]);
  for (const [k, v] of Object.entries(UI[lang])) {
    if (typeof v === 'string') out.push([`manual UI ${k}`, v]);
    else if (typeof v === 'object') for (const [t, s] of Object.entries(v as Record<string, string>)) out.push([`manual UI ${k}.${t}`, s]);
  }
  for (const p of PICTURES) out.push([`picture ${p.id}`, p.caption[lang]]);
  for (const [k, v] of Object.entries(MARK_LABELS[lang])) out.push([`picture legend ${k}`, v]);
  for (const [group, table] of Object.entries(PACKS[lang])) {
    if (typeof table !== 'object') continue;
    for (const [k, v] of Object.entries(table as Record<string, string | Record<string, string>>)) {
      // pieceColors holds a table per piece.
      if (typeof v === 'string') out.push([`game ${group}.${k}`, v]);
      else for (const [c, w] of Object.entries(v)) out.push([`game ${group}.${k}.${c}`, w]);
    }
  }
  return out;
}

describe('Longest Road and Largest Army go by the glossary’s names', () => {
  const road = glossary('Longest Road');
  const army = glossary('Largest Army');

  it('the glossary names them in every language', () => {
    expect(road.es).toBe('Mayor Ruta Comercial');
    expect(army.es).toBe('Mayor Ejército');
    for (const lang of LANGS) expect(road[lang] && army[lang], lang).toBeTruthy();
  });

  for (const lang of LANGS) {
    it(`${lang}: the manual's topics, its card entries and the game's labels use them`, () => {
      expect(UI[lang].topic['longest-road']).toBe(road[lang]);
      expect(UI[lang].topic['largest-army']).toBe(army[lang]);
      expect(ENTRIES.find((e) => e.id === 'longest-road-card')![lang].q).toContain(road[lang]);
      expect(ENTRIES.find((e) => e.id === 'largest-army-card')![lang].q).toContain(army[lang]);
      expect(PACKS[lang].strings.longestRoad).toBe(road[lang]);
      expect(PACKS[lang].strings.largestArmy).toBe(army[lang]);
    });
  }

  for (const lang of LANGS) {
    it(`${lang}: no other name for them (nor for the other terms coverage.ts knows) in any text`, () => {
      const found = textsOf(lang).flatMap(([where, text]) =>
        OFF_GLOSSARY[lang].flatMap((re) => { const m = re.exec(text); return m ? [`${where}: “${m[0]}”`] : []; }));
      expect(found).toEqual([]);
    });
  }

  it('es: the names are only names, so they are always written as the glossary does', () => {
    // "mayor ejército" or "Mayor ruta comercial" would read as a description, not the card.
    const found = textsOf('es').flatMap(([where, text]) => [road.es, army.es].flatMap((name) =>
      [...text.matchAll(new RegExp(name, 'giu'))].filter((m) => m[0] !== name).map((m) => `${where}: “${m[0]}”`)));
    expect(found).toEqual([]);
  });
});

describe('French calls a corner of the board a sommet', () => {
  // A review: the manual said "une ville au coin de collines du 6 et d’une forêt du 8" where every other
  // entry and the page say "sommet" for the place a settlement or a city stands. A hex's own corners are
  // those places too: the entry on the robber on the desert said "une colonie à l’un de ses coins". "Coin"
  // stays only for the corners of the outer ring where the number tokens' spiral starts.
  const PLACE_AS_COIN = /\b(au|sur (un|le|ce)|vers (un|le)) coins?\b|\bcoins? (libres?|vides?|voisins?)\b|\b(de|à) (ses|ces|leurs|ses six) coins\b/i;
  it('no French text names the place a piece stands a "coin"', () => {
    const found = textsOf('fr').flatMap(([where, text]) => { const m = PLACE_AS_COIN.exec(text); return m ? [`${where}: “${m[0]}”`] : []; });
    expect(found).toEqual([]);
  });
});

describe('Swedish calls a corner of the board a hörn, and one game played a parti, as the page does', () => {
  // A review: the manual said "korsning" (en ledig korsning, hamnens två korsningar) where the page and the
  // bots' reasons say "hörn" (ett ledigt hörn, Välj ett upplyst hörn), and "spelet" for one game played
  // (spelet slutar, när spelet skapas) where the page says "parti" (Partiet är slut, Starta ett parti).
  // "Spel" stays for Catan itself (det officiella spelet, grundspelet) and for the program (Spelet lyser upp…).
  it('no Swedish text says "korsning" in any form or compound', () => {
    const found = textsOf('sv').flatMap(([where, text]) => { const m = /\p{L}*korsning\p{L}*/iu.exec(text); return m ? [`${where}: “${m[0]}”`] : []; });
    expect(found).toEqual([]);
  });
  it('no Swedish text says "spel" for one game played', () => {
    const ONE_GAME = /\b(hela|resten av|tidigt i|början av|dyker upp i|avslutar inte|fortsätter) spelet\b|\b[Ss]pelet (slutar|är slut|börjar|skapas|fortsätter)\b|\b(ett|varje|vårt|första|längre) spel(et)?\b|\b[Ss]pel(en|s)\b|\bspel mellan\b/u;
    const found = textsOf('sv').flatMap(([where, text]) => { const m = ONE_GAME.exec(text); return m ? [`${where}: “${m[0]}”`] : []; });
    expect(found).toEqual([]);
  });
});
