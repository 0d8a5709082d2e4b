/**
 * Rooms end to end in real Chromium (Debian's /usr/bin/chromium through playwright-core): a host
 * creates a room with a seat for a friend and a bot; the friend (another browser context, so
 * another token) takes the seat through the invite link; a third context watches. The two
 * people play through their pages; the friend reloads in the middle of the game and carries
 * on in the same seat; chat reaches everyone; a friend who closes the page is shown as played
 * by a bot, and comes back. No frame to a player or the spectator carries anything hidden from
 * it. Then a finished game is replayed in the page (seek, play, pause, viewpoint, download).
 * Screenshots go to artifacts/.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { e2eRig, logLinesInView, shortTargets } from './browser.js';
import { verifyRecord, type GameRecord, type Resource } from '../../src/engine/index.js';
import { tokenHash } from '../../src/server/ids.js';
import { foldState, foldUpdate, type HeldRoom, type RoomRequest, type ServerMessage, type StateMessage } from '../../src/protocol/index.js';
import { checkFrame, checkShown } from '../server/hidden.js';
import { playTourneyGame } from '../../src/tourney/play.js';

const ROOT = join(import.meta.dirname, '..', '..');
const ART = join(ROOT, 'artifacts');
const RES: Resource[] = ['brick', 'wood', 'wool', 'grain', 'ore'];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A page with every WebSocket frame it receives kept, and the room as each socket of it holds it (latest, and after each frame). */
class Watched {
  frames: { m: ServerMessage; seat: number | null; ended: boolean }[] = [];
  shown: StateMessage[] = [];
  latest: StateMessage | null = null;
  gaps = 0;
  constructor(readonly page: Page, readonly label: string) {
    page.on('websocket', (ws) => {
      let held: HeldRoom | null = null;
      ws.on('framereceived', ({ payload }) => {
        const m = JSON.parse(String(payload)) as ServerMessage;
        if (m.t === 'state' || m.t === 'update') {
          const next = m.t === 'state' ? foldState(held, m) : foldUpdate(held, m);
          if (!next) this.gaps++;
          else { held = next; this.latest = next.msg; this.shown.push(next.msg); }
        }
        this.frames.push({ m, seat: held?.msg.you.seat ?? null, ended: held?.msg.room.status === 'ended' });
      });
    });
  }
  get game() { return this.latest?.game ?? null; }
  async token(): Promise<string> { return (await this.page.evaluate(() => localStorage.getItem('catan.token')))!; }
}

describe('rooms with friends, end to end', () => {
  // Chat refills one line every 5 s (bursts of 3, as by default), so that the test's lines outrun the limit however slow the machine.
  const rig = e2eRig('rooms', { BOT_DELAY_MS: '0', CATAN_AWAY_AFTER_MS: '1500', CATAN_BOTS_ONLY_MIN_PACE_MS: '0', CATAN_CHAT_PER_SECOND: '0.2', CATAN_ROOMS_PER_MINUTE: '600' });
  const contexts = rig.contexts;
  let browser: Browser;
  let url = '';
  let dbDir = '';
  beforeAll(() => { browser = rig.browser; url = rig.url; dbDir = rig.dbDir; });

  const open = async (label: string, path: string, size = { width: 1280, height: 800 }) => {
    const ctx = await browser.newContext({ viewport: size, reducedMotion: 'reduce' });
    contexts.push(ctx);
    const page = await ctx.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const w = new Watched(page, label);
    await page.goto(`${url}${path}`);
    return { w, page, ctx, errors };
  };

  /** One step for a person whose page has something to do; false when there was nothing. */
  async function step(w: Watched, did: { rolls: number; discards: number; robbers: number }): Promise<boolean> {
    const page = w.page;
    const g = w.game;
    if (!g) return false;
    if (await page.isVisible('[data-testid=play]')) { await page.click('[data-testid=play]'); return true; }
    if (g.incoming && await page.isVisible('[data-testid=incoming-reject]')) { await page.click('[data-testid=incoming-reject]'); return true; }
    const tg = g.targets;
    if (!tg) return false;
    // The frames reach this test a little after the page, and the page may already have moved on
    // (its discard made, its robber moved, while the frame read here still asks for them): act
    // only where the page shows the choice now, and not again on a stale frame.
    if (tg.discard > 0) {
      if (!(await page.isVisible('[data-testid=discard-confirm]'))) return false;
      // Pick from what the dialog offers (the page's own hand: the frame this test read may be a step behind it).
      // Its + buttons close once the owed number is picked; 20 clicks bound the loop.
      let clicks = 0;
      for (const r of RES) {
        while (clicks < 20 && await page.isEnabled(`[data-testid=pick-plus-${r}]`)) { await page.click(`[data-testid=pick-plus-${r}]`); clicks++; }
      }
      await page.waitForSelector('[data-testid=discard-confirm]:not([disabled])', { timeout: 5000 });
      await page.click('[data-testid=discard-confirm]');
      did.discards++;
      return true;
    }
    if (tg.robber.length) {
      const pick = tg.robber.find((x) => x.victims.length === 1) ?? tg.robber.find((x) => x.victims.length === 0) ?? tg.robber[0]!;
      const spot = `.spot-hex[data-id="${pick.hex}"]`;
      if (!(await page.isVisible(spot))) return false;
      // Gone while being clicked: the page moved the robber on an earlier step's click.
      await page.click(spot, { timeout: 5000 }).catch(async (e: unknown) => { if (await page.isVisible(spot)) throw e; });
      if (pick.victims.length > 1) await page.click(`[data-testid=victim-${pick.victims[0]}]`);
      did.robbers++;
      return true;
    }
    // The page may be a frame ahead of what this test has read (frames reach the test a little
    // after the page): act only on what the page offers now.
    if (tg.roll && await page.isEnabled('[data-testid=roll]').catch(() => false)) { await page.click('[data-testid=roll]'); did.rolls++; return true; }
    if (tg.end && await page.isEnabled('[data-testid=end]').catch(() => false)) { await page.click('[data-testid=end]'); return true; }
    return false;
  }

  it('two friends play in one room while a third watches; one reloads mid-game and carries on', async () => {
    // The host creates a room: a seat for a friend, one for a bot, at full speed, on the beginner map.
    const host = await open('host', '/');
    await host.page.waitForSelector('.preview-board.board');
    await host.page.click('[data-testid=mode-friends]');
    await host.page.click('.start-form .seg:not(.mode) label:nth-child(1)'); // 3 players
    await host.page.fill('input[type=text]:not(#seed)', 'Ana');
    await host.page.selectOption('[data-testid=other-0]', 'person');
    await host.page.selectOption('[data-testid=other-1]', 'easy');
    await host.page.selectOption('.start-form > label.field.row select', '0');
    await host.page.click('[data-testid=start]');
    await host.page.waitForSelector('[data-testid=invite]');
    const invite = await host.page.inputValue('[data-testid=invite]');
    expect(invite).toMatch(/\/room\/[a-z0-9]+$/);
    expect(new URL(host.page.url()).pathname).toBe(new URL(invite).pathname);

    // The friend follows the link and takes the seat; a third person watches.
    const friend = await open('friend', new URL(invite).pathname);
    await friend.page.waitForSelector('[data-testid=sit-1]');
    // Not seated yet, the friend is told to take a seat, not that the host is awaited (a play-test read "Waiting for the host…" above the free seat).
    expect(await friend.page.textContent('[data-testid=take-seat-first]')).toMatch(/^Take a free seat above to play\./);
    expect(await friend.page.locator('[data-testid=waiting-host]').count()).toBe(0);
    await friend.page.fill('[data-testid=lobby-name]', 'Bo');
    await friend.page.click('[data-testid=sit-1]');
    await friend.page.waitForSelector('[data-testid=stand]');
    const watcher = await open('watcher', new URL(invite).pathname);
    await watcher.page.waitForSelector('[data-testid=waiting-host]');
    await host.page.waitForSelector('[data-testid=start-room]:not([disabled])');
    await host.page.screenshot({ path: join(ART, 'room-01-lobby-1280x800.png') });
    await host.page.click('[data-testid=start-room]');
    for (const x of [host, friend, watcher]) await x.page.waitForSelector('.board-wrap svg.board');
    await watcher.page.waitForSelector('[data-testid=watching]');
    // Everyone sees who starts, and says "Play".
    for (const x of [watcher, friend, host]) { await x.page.waitForSelector('[data-testid=play]'); await x.page.click('[data-testid=play]'); }
    const commitment = host.w.latest!.room.commitment!;
    expect(commitment).toMatch(/^[0-9a-f]{64}$/);

    // Chat reaches everyone.
    await friend.page.fill('[data-testid=chat-input]', 'Good luck, Ana!');
    await friend.page.click('[data-testid=chat-send]');
    for (const x of [host, friend, watcher]) await x.page.waitForSelector('[data-testid=chat-lines] >> text=Good luck, Ana!');
    // The chat's lines are in its own panel, not in the game log too (each was shown twice, a play-test found).
    for (const x of [host, friend, watcher]) expect(await x.page.locator('.log li', { hasText: 'Good luck, Ana!' }).count(), 'a chat line in the game log').toBe(0);
    // The line leaves the field once it shows. Lines faster than the limit (here one every 5 s, bursts of 3,
    // this address's): the refused one stays in the field to send again, and the form says why.
    await expect.poll(() => friend.page.inputValue('[data-testid=chat-input]')).toBe('');
    let refusedLine = '';
    for (let i = 1; i <= 6 && !refusedLine; i++) {
      await friend.page.fill('[data-testid=chat-input]', `line ${i}`);
      await friend.page.click('[data-testid=chat-send]');
      await expect.poll(async () => (await friend.page.inputValue('[data-testid=chat-input]')) === '' || await friend.page.isVisible('[data-testid=chat-problem]')).toBe(true);
      if (await friend.page.isVisible('[data-testid=chat-problem]')) refusedLine = `line ${i}`;
    }
    expect(refusedLine, 'a line over the chat limit is refused').not.toBe('');
    expect(await friend.page.inputValue('[data-testid=chat-input]')).toBe(refusedLine);
    expect(await friend.page.textContent('[data-testid=chat-problem]')).toMatch(/^Not sent: too many lines/);

    // They play through their pages; the friend reloads in the middle of the game.
    const did = { rolls: 0, discards: 0, robbers: 0 };
    let reloaded = false, rollsAfterReload = 0;
    const t0 = Date.now();
    while (Date.now() - t0 < 90_000) {
      const a = await step(host.w, did);
      const rollsBefore = did.rolls;
      const b = await step(friend.w, did);
      if (reloaded && did.rolls > rollsBefore) rollsAfterReload++;
      await sleep(!a && !b ? 40 : 60);
      const turn = host.w.game?.view.turn ?? 0;
      if (!reloaded && turn >= 4 && friend.w.game?.targets === null) {
        await friend.page.reload();
        await friend.page.waitForSelector('.board-wrap svg.board');
        await friend.page.waitForSelector('.player.me');
        reloaded = true;
        await friend.page.screenshot({ path: join(ART, 'room-02-after-reload-1280x800.png') });
      }
      if (reloaded && rollsAfterReload >= 2 && turn >= 10) break;
      if (host.w.latest?.room.status === 'ended') break;
    }
    expect(reloaded, 'the friend reloaded').toBe(true);
    expect(rollsAfterReload, 'the friend played on after the reload').toBeGreaterThanOrEqual(1);
    // The host offers the table a trade: the watcher reads it while it is out, with the answers as
    // they come (a spectator saw nothing of an offer until the log's line, a play-test found).
    if (host.w.latest?.room.status !== 'ended') {
      let offered = false;
      for (const t1 = Date.now(); Date.now() - t1 < 60_000 && !offered;) {
        const g = host.w.game;
        const me = host.w.latest?.you.seat ?? null;
        const hand = g?.targets?.trade && me !== null ? g.view.players[me]?.resources ?? null : null;
        const held = hand ? RES.find((r) => hand[r] > 0) : undefined;
        if (held && !g!.incoming && await host.page.isEnabled('[data-testid=trade]').catch(() => false)) {
          await host.page.click('[data-testid=trade]');
          await host.page.click(`[data-testid=give-plus-${held}]`);
          await host.page.click(`[data-testid=get-plus-${RES.find((r) => r !== held)!}]`);
          // By the keyboard: once the offer is out, focus waits beside its answers, on Withdraw; it
          // fell to End turn, where a second Enter ended the turn (a keyboard play-test).
          await host.page.focus('[data-testid=offer]');
          await host.page.keyboard.press('Enter');
          await expect.poll(() => host.page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('withdraw');
          offered = true;
          break;
        }
        // Up to the host's roll; the friend's steps as before; never the host's End.
        if (g?.targets?.roll || g?.targets?.discard || g?.targets?.robber.length || g?.incoming) await step(host.w, did);
        else if (!g?.targets) await step(friend.w, did);
        await sleep(60);
      }
      expect(offered, 'the host made an offer').toBe(true);
      await watcher.page.waitForSelector('[data-testid=on-table]', { timeout: 10_000 });
      expect(await watcher.page.textContent('[data-testid=on-table]')).toContain('Ana gives 1');
      await watcher.page.screenshot({ path: join(ART, 'room-04b-spectator-offer-1280x800.png') });
      await host.page.click('[data-testid=withdraw]').catch(() => {});
      await watcher.page.waitForSelector('[data-testid=on-table]', { state: 'detached', timeout: 10_000 });
      await host.page.click('.trade-head button:last-child').catch(() => {});
    }
    expect(friend.w.latest!.you.seat).toBe(friend.w.shown.find((m) => m.room.status === 'playing')!.you.seat);
    await host.page.screenshot({ path: join(ART, 'room-03-host-1280x800.png') });
    await watcher.page.screenshot({ path: join(ART, 'room-04-spectator-1280x800.png') });
    // With the table's talk on screen, a player and a spectator at 1280×800 still read eight lines of
    // the log, its newest in view, and the bank (the chat sits in the playing column, not beside the log).
    for (const [who, page] of [['a player', host.page], ['a spectator', watcher.page]] as const) {
      expect(await page.isVisible('.col-play .chat'), `${who}: the chat in the playing column`).toBe(true);
      expect(await logLinesInView(page), `${who}: log lines in view`).toBeGreaterThanOrEqual(8);
      const box = async (sel: string) => (await page.locator(sel).boundingBox())!;
      const [log, bank] = [await box('.log .log-scroll'), await box('.bank')];
      expect(log.y + log.height, `${who}: the log's newest lines in the window`).toBeLessThanOrEqual(801);
      expect(bank.y + bank.height, `${who}: the bank in the window`).toBeLessThanOrEqual(801);
    }
    await watcher.page.setViewportSize({ width: 390, height: 844 });
    await watcher.page.screenshot({ path: join(ART, 'room-04-spectator-390x844.png') });
    // A spectator's bar on a phone is one row (its "Watching" badge had pushed Menu onto a second; the banner says it in full).
    for (const width of [390, 360]) {
      await watcher.page.setViewportSize({ width, height: 800 });
      const middles = await watcher.page.$$eval('.topbar > *:not(.status):not(.brand):not(.watch-badge):not(.notices)', (els) => els.map((e) => { const r = e.getBoundingClientRect(); return r.top + r.height / 2; }));
      expect(Math.max(...middles) - Math.min(...middles), `one row of tools at ${width} px`).toBeLessThan(12);
      expect(await watcher.page.locator('[data-testid=watching]').textContent()).toBe('Watching');
    }
    await watcher.page.setViewportSize({ width: 390, height: 844 });
    // Between phone and desktop (a tablet at 1024×768) the board stands beside one column; a
    // player's chat goes under the board, so that the hand stays whole and the players' panel and
    // the log keep room below it (with the chat under the hand they had 180 px). A line being
    // written moves with it.
    await host.page.fill('[data-testid=chat-input]', 'half a thought');
    await host.page.setViewportSize({ width: 1024, height: 768 });
    await expect.poll(() => host.page.isVisible('.table > .chat')).toBe(true);
    expect(await host.page.isVisible('.col-play .chat')).toBe(false);
    expect(await host.page.inputValue('[data-testid=chat-input]'), 'the line being written').toBe('half a thought');
    await host.page.screenshot({ path: join(ART, 'room-06-host-1024x768.png') });
    {
      const box = async (sel: string) => (await host.page.locator(sel).boundingBox())!;
      const [info, hand, chat, board] = [await box('.col-info'), await box('.hand'), await box('.table > .chat'), await box('.board-wrap svg.board')];
      expect(info.height, 'the players and the log').toBeGreaterThanOrEqual(240);
      expect(hand.y + hand.height, 'the hand whole above the players').toBeLessThanOrEqual(info.y);
      expect(chat.y + chat.height, 'the chat in the window').toBeLessThanOrEqual(769);
      expect(chat.y, 'the chat under the board').toBeGreaterThanOrEqual(board.y + board.height - 1);
      expect(board.height, 'the board').toBeGreaterThanOrEqual(400);
    }
    await host.page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => host.page.isVisible('.col-play .chat')).toBe(true);
    expect(await host.page.inputValue('[data-testid=chat-input]')).toBe('half a thought');
    await host.page.fill('[data-testid=chat-input]', '');

    // The friend closes the page: after the grace period everyone sees a bot play the seat; back, and it is theirs again.
    const friendSeat = friend.w.latest!.you.seat!;
    const token = await friend.w.token();
    const ctx = friend.ctx;
    const state = await ctx.storageState();
    await friend.page.close();
    await host.page.waitForSelector(`[data-testid=away-${friendSeat}]`, { timeout: 10_000 });
    await watcher.page.waitForSelector(`[data-testid=away-${friendSeat}]`, { timeout: 10_000 });
    await host.page.screenshot({ path: join(ART, 'room-05-away-1280x800.png') });
    const back = await ctx.newPage();
    const backW = new Watched(back, 'friend again');
    // The site opened again: the game is offered back, saying that a bot plays the seat meanwhile.
    await back.goto(`${url}/`);
    const row = back.locator(`[data-testid=resume-room][data-room="${invite.split('/').pop()}"]`);
    await row.locator('[data-testid=resume-standin]').waitFor();
    expect(await row.locator('[data-testid=resume-standin]').textContent()).toBe('A bot is playing for you until you are back.');
    await back.goto(invite);
    await back.waitForSelector('.player.me');
    await host.page.waitForSelector(`[data-testid=away-${friendSeat}]`, { state: 'detached', timeout: 10_000 });
    expect(backW.latest!.you.seat).toBe(friendSeat);
    expect(state.origins.some((o) => o.localStorage.some((x) => x.name === 'catan.token' && x.value === token))).toBe(true);

    // No frame to a player or the spectator carries what is hidden from it, nor anyone's token.
    const tokens = [await host.w.token(), token, await watcher.w.token()];
    const secrets = tokens.flatMap((x) => [x, tokenHash(x)]);
    for (const w of [host.w, friend.w, watcher.w, backW]) {
      expect(w.gaps, `${w.label}: every frame follows what the page holds`).toBe(0);
      for (const f of w.frames) checkFrame(f.m, f.seat, secrets, undefined, f.ended);
      for (const s of w.shown) checkShown(s, s.you.seat, secrets);
    }
    expect(watcher.w.shown.every((m) => m.you.seat === null && (m.game?.targets ?? null) === null)).toBe(true);
    expect([...host.errors, ...friend.errors, ...watcher.errors]).toEqual([]);
    const spectatorBytes = watcher.w.frames.filter((f) => f.m.t === 'update').map((f) => JSON.stringify(f.m).length);
    console.log(JSON.stringify({
      turns: host.w.game?.view.turn, ...did, rollsAfterReload, frames: { host: host.w.frames.length, friend: friend.w.frames.length, watcher: watcher.w.frames.length },
      spectatorUpdateBytes: { average: Math.round(spectatorBytes.reduce((a, b) => a + b, 0) / Math.max(1, spectatorBytes.length)), max: Math.max(...spectatorBytes) },
    }));
  }, 180_000);

  it('someone back in a long game finds the table\'s talk: the chat fetches earlier messages that the resync left out', async () => {
    // A room of bots at a brisk pace; a spectator says something at the start, and the game runs on to its end.
    const req: RoomRequest = {
      seats: [{ kind: 'bot', bot: 'easy' }, { kind: 'bot', bot: 'easy' }, { kind: 'bot', bot: 'easy' }],
      // The dice's seed too (allowed: no person sits), so that the same long game is played every run.
      board: { kind: 'variable', seed: 'chat-back-e2e' }, seed: 'chat-back-e2e', paceMs: 25, start: true, spectatorChat: true,
    };
    const made = await (await fetch(`${url}/api/rooms`, { method: 'POST', body: JSON.stringify(req) })).json() as { id: string };
    const first = await open('early', `/room/${made.id}`);
    // A spectator who came by the link with no name gives one beside the chat: their lines go by it.
    await first.page.fill('[data-testid=chat-name]', 'Eve');
    await first.page.press('[data-testid=chat-name]', 'Tab');
    await first.page.fill('[data-testid=chat-input]', 'Who will win?');
    await first.page.click('[data-testid=chat-send]');
    await first.page.waitForSelector('[data-testid=chat-lines] >> text=Who will win?');
    expect(await first.page.innerText('[data-testid=chat-lines] li:has-text("Who will win?") b')).toBe('Eve');
    for (let i = 0; ; i++) {
      const s = await (await fetch(`${url}/api/games/${made.id}`)).json() as StateMessage;
      if (s.room.status === 'ended') break;
      if (i > 600) throw new Error('the bots did not finish');
      await sleep(100);
    }
    // Back through the link: the page holds the latest entries only, where the line is not.
    const back = await open('back', `/room/${made.id}`);
    await back.page.waitForSelector('[data-testid=chat-earlier]');
    expect(back.w.latest!.logFrom, 'the resync leaves the start of the log out').toBeGreaterThan(0);
    expect(await back.page.locator('[data-testid=chat-lines] >> text=Who will win?').count()).toBe(0);
    expect(await back.page.textContent('[data-testid=chat-lines]')).not.toContain('No messages yet');
    // Past the end-of-game dialog, one click fetches older entries until the line shows (however many batches hold no chat).
    await back.page.getByRole('button', { name: 'Look at the board' }).click();
    await back.page.click('[data-testid=chat-earlier]');
    await back.page.waitForSelector('[data-testid=chat-lines] >> text=Who will win?', { timeout: 10_000 });
    expect([...first.errors, ...back.errors]).toEqual([]);
  }, 90_000);

  it('a finished game replays in the page: seek, play, pause, a seat’s view or all open, download', async () => {
    const req: RoomRequest = {
      seats: [{ kind: 'bot', bot: 'medium' }, { kind: 'bot', bot: 'easy' }, { kind: 'bot', bot: 'medium' }],
      board: { kind: 'variable', seed: 'replay-e2e' }, paceMs: 0, start: true,
    };
    const made = await (await fetch(`${url}/api/rooms`, { method: 'POST', body: JSON.stringify(req) })).json() as { id: string };
    for (let i = 0; ; i++) {
      const s = await (await fetch(`${url}/api/games/${made.id}`)).json() as StateMessage;
      if (s.room.status === 'ended') break;
      if (i > 600) throw new Error('the bots did not finish');
      await sleep(100);
    }
    const { page, errors, ctx } = await open('replay', `/replay/${made.id}`);
    await page.waitForSelector('[data-testid=seek]:not([disabled])');
    const n = Number(await page.getAttribute('[data-testid=seek]', 'max'));
    expect(n).toBeGreaterThan(50);
    await expect.poll(() => page.textContent('[data-testid=step]')).toMatch(new RegExp(`\\b0\\b.*\\b${n}\\b`));
    // At the start the line beside the controls says where the replay stands (it was an empty strip).
    expect(await page.textContent('[data-testid=replay-line]')).toBe('The board before the first move: press Play or step forward');
    // The record is checked in the page against its seed, and the seed against the commitment published at the start.
    expect(await page.getAttribute('[data-testid=seed-check]', 'data-ok')).toBe('true');
    expect(await page.textContent('[data-testid=seed-check]')).toContain('the seed is the one committed to at the start');
    expect(await page.locator('[data-testid=commitment-check]').count()).toBe(0);
    // Seek to the middle: the board has pieces, the log that many entries.
    await page.fill('[data-testid=seek]', String(Math.floor(n / 2)));
    await expect.poll(() => page.locator('.log li').count()).toBeGreaterThan(0);
    const mid = await page.locator('.board path.settlement, .board g.road').count();
    expect(mid).toBeGreaterThan(6);
    // Play a little, then pause: it moved, and stays.
    await page.click('[data-testid=play-pause]');
    await sleep(1300);
    // (A loaded machine can be late with the first step: wait until one was taken.)
    await expect.poll(async () => Number(await page.inputValue('[data-testid=seek]'))).toBeGreaterThan(Math.floor(n / 2));
    await page.click('[data-testid=play-pause]');
    const after = Number(await page.inputValue('[data-testid=seek]'));
    expect(after).toBeGreaterThan(Math.floor(n / 2));
    await sleep(700);
    expect(Number(await page.inputValue('[data-testid=seek]'))).toBe(after);
    await page.click('[data-testid=step-forward]');
    expect(Number(await page.inputValue('[data-testid=seek]'))).toBe(after + 1);
    // The step just taken, in the log's own words, beside the controls: above the board on a phone, where the log is far below it (a learner's play-test).
    const said = () => page.evaluate(() => {
      const text = (el: Element | null | undefined) => el?.querySelector(':scope > span:not(.dot):not(.sub)')?.textContent ?? null;
      return { line: text(document.querySelector('[data-testid=replay-line]')), log: text([...document.querySelectorAll('.log li')].pop()) };
    });
    await expect.poll(async () => { const x = await said(); return x.line !== null && x.line === x.log; }).toBe(true);
    await page.setViewportSize({ width: 390, height: 844 });
    const lineBox = (await page.locator('[data-testid=replay-line]').boundingBox())!;
    expect(lineBox.y + lineBox.height).toBeLessThanOrEqual((await page.locator('.board-wrap').boundingBox())!.y);
    await page.setViewportSize({ width: 1280, height: 800 });
    // All open: every hand; a seat's view: only its own.
    await expect.poll(() => page.locator('.open-hands li').count()).toBe(3);
    // The page itself does not scroll at 1366×768, only its side column (the column's screen-reader words, placed outside it, made the page 1,139 px tall).
    await page.setViewportSize({ width: 1366, height: 768 });
    await expect.poll(() => page.evaluate(() => document.scrollingElement!.scrollHeight), { message: 'the replay page scrolls' }).toBeLessThanOrEqual(769);
    await page.setViewportSize({ width: 1280, height: 800 });
    // Every hand open: the scores count Victory Point cards, and the note says so; each score shows the target.
    expect(await page.textContent('.players .note')).toBe('Every hand is open: scores include Victory Point cards.');
    expect(await page.locator('.players .vp .goal').allTextContents()).toEqual(['/10', '/10', '/10']);
    await page.selectOption('[data-testid=viewpoint]', '1');
    expect(await page.textContent('.players .note')).toMatch(/^Opponents’ scores count visible points only/);
    // Seen from a seat, the status line still speaks of the players, never to the reader ("Roll the dice" on that seat's turns).
    for (let k = 1; k <= 12; k++) {
      await page.click('[data-testid=step-forward]');
      expect(await page.textContent('[data-testid=replay-status]')).not.toMatch(/^(Roll the dice|Trade, build, buy, or end your turn|Place a |Move the robber|Discard )/);
    }
    await page.waitForSelector('.hand');
    expect(await page.locator('.open-hands').count()).toBe(0);
    // That seat's hand, named, with nothing to press (a greyed "Play" stood beside its cards).
    const seatName = await page.locator('[data-testid=viewpoint] option:checked').innerText();
    expect(await page.textContent('#hand-h')).toBe(`${seatName}’s hand`);
    // Not the reader's own game: the seat is not called "(you)" (a play-test read "Vera (you)").
    expect(await page.textContent('.players')).not.toContain('(you)');
    expect(await page.locator('.hand button').count()).toBe(0);
    // Home and End step the replay and only that: the browser's own action (scrolling the page) is prevented.
    await page.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
      const w = window as unknown as { seen: string[] };
      w.seen = [];
      // Read once the event has been through every listener (the page re-registers its own as the replay moves).
      window.addEventListener('keydown', (e) => { setTimeout(() => w.seen.push(`${e.key}:${e.defaultPrevented}`), 0); });
    });
    await page.keyboard.press('End');
    await expect.poll(() => page.inputValue('[data-testid=seek]')).toBe(String(n));
    await page.keyboard.press('Home');
    await expect.poll(() => page.inputValue('[data-testid=seek]')).toBe('0');
    await expect.poll(() => page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toEqual(['End:true', 'Home:true']);
    await page.click('[data-testid=to-end]');
    await page.waitForSelector('[data-testid=dice-check] [data-testid=seed]');
    // Who was winning: a line per player over the turns, the turning points marked.
    expect(await page.locator('[data-testid=chances] svg g[data-seat] polyline').count()).toBe(6);
    expect(await page.locator('[data-testid=chances] .turning').count()).toBeGreaterThan(0);
    // Its legend follows the replay: at the end the winner is certain; back at the start nobody is (it gave the final figures at every step).
    const legend = () => page.locator('[data-testid=chances] .chance-legend').textContent();
    await expect.poll(legend).toMatch(/100%/);
    await page.keyboard.press('Home');
    await expect.poll(legend).not.toMatch(/100%/);
    expect(await page.locator('[data-testid=chances-now]').count()).toBe(1);
    // At the start the lines and the turning points stop there too (drawn whole, they told who would win: a play-test).
    expect(await page.locator('[data-testid=chances] .turning').count()).toBe(0);
    expect(await page.locator('[data-testid=chances] svg g[data-seat] polyline').first().getAttribute('points')).toMatch(/^[\d.]+,[\d.]+$/);
    await page.click('[data-testid=to-end]');
    await expect.poll(legend).toMatch(/100%/);
    await page.screenshot({ path: join(ART, 'replay-01-end-1280x800.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    // On a phone every control of the replay's bar is a 44 px target (Play was 26 px among the step buttons).
    // The seek bar too (it was 16 px tall).
    expect(await shortTargets(page, '.replay-bar button, .replay-bar select, .replay-bar .file-btn, .replay-bar input[type=range]'), 'replay controls under 44 px on a phone').toEqual([]);
    await page.locator('[data-testid=chances]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(ART, 'replay-02-chances-390x844.png') });
    await page.setViewportSize({ width: 1280, height: 800 });
    // Download the record: it proves its dice.
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid=replay-download]')]);
    const file = join(dbDir, 'downloaded.json');
    await download.saveAs(file);
    const rec = JSON.parse(readFileSync(file, 'utf8')) as GameRecord & { seed: string };
    expect(verifyRecord(rec, rec.seed)).toMatchObject({ ok: true });
    // Open it again from disk, in a page that has never seen the game.
    const p2 = await ctx.newPage();
    await p2.goto(`${url}/replay`);
    // Nothing to replay yet: what the page is for and its one button, not a bar of disabled controls.
    await p2.getByRole('heading', { name: 'Replay a game' }).waitFor();
    expect(await p2.locator('.replay-bar').count()).toBe(0);
    expect(await p2.locator('.replay-empty .file-btn').innerText()).toBe('Open a record file');
    await p2.setInputFiles('[data-testid=replay-file]', file);
    await p2.waitForSelector('[data-testid=seek]:not([disabled])');
    expect(Number(await p2.getAttribute('[data-testid=seek]', 'max'))).toBe(n);
    // A file dropped on the page opens as one picked does (here the first step, then the record again).
    await p2.click('[data-testid=step-forward]');
    await expect.poll(async () => Number(await p2.inputValue('[data-testid=seek]'))).toBe(1);
    const dropped = await p2.evaluateHandle((text) => {
      const dt = new DataTransfer();
      dt.items.add(new File([text], 'dropped.json', { type: 'application/json' }));
      return dt;
    }, readFileSync(file, 'utf8'));
    await p2.dispatchEvent('.replay', 'dragover', { dataTransfer: dropped });
    await p2.dispatchEvent('.replay', 'drop', { dataTransfer: dropped });
    await expect.poll(async () => Number(await p2.inputValue('[data-testid=seek]'))).toBe(0);
    await p2.setInputFiles('[data-testid=replay-file]', { name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from('{"not": "a record"}') });
    await p2.waitForSelector('[data-testid=replay-problem]');
    // A records file of several games (`catan tournament --records`, gzipped): its games are
    // listed by line, players and result; the one picked is replayed, its seats named by their bots.
    const recLines = Array.from({ length: 3 }, (_, index) => playTourneyGame({ bots: ['easy', 'random', 'easy'], index, seed: 'e2e-file', board: 'variable', records: true }).line!);
    await p2.setInputFiles('[data-testid=replay-file]', { name: 'games.jsonl.gz', mimeType: 'application/gzip', buffer: gzipSync(recLines.join('\n') + '\n') });
    await p2.waitForSelector('[data-testid=replay-game]');
    expect(await p2.locator('[data-testid=replay-game] option').allInnerTexts()).toEqual(recLines.map((l, i) => {
      const x = JSON.parse(l) as { players: string[]; winner: number | null; turns: number };
      // A winner whose bot another seat also plays is named by the seat too ("won by easy" on every line said little).
      const name = x.winner === null ? '' : x.players[x.winner]!;
      const who = x.players.filter((p) => p === name).length > 1 ? `Seat ${x.winner! + 1} (${name})` : name;
      return `Line ${i + 1}: ${x.players.join(', ')} — ${x.winner === null ? 'no winner' : `won by ${who}`}, ${Math.floor((x.turns - 1) / x.players.length) + 1} rounds`;
    }));
    expect(await p2.locator('[data-testid=replay-problem]').count()).toBe(0);
    await p2.selectOption('[data-testid=replay-game]', '1');
    const second = JSON.parse(recLines[1]!) as { record: GameRecord };
    await expect.poll(async () => Number(await p2.getAttribute('[data-testid=seek]', 'max'))).toBe(second.record.actions.length);
    expect(await p2.textContent('.players')).toContain('easy 2');
    // A record alone again: the list of games goes.
    await p2.setInputFiles('[data-testid=replay-file]', file);
    await p2.waitForSelector('[data-testid=replay-game]', { state: 'detached' });
    expect(Number(await p2.getAttribute('[data-testid=seek]', 'max'))).toBe(n);
    // Its commitment changed: the dice still follow the seed, and the page says the seed is not the committed one.
    await p2.setInputFiles('[data-testid=replay-file]', { name: 'forged.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ ...rec, commitment: '0'.repeat(64) })) });
    await p2.waitForSelector('[data-testid=commitment-check][data-ok=false]');
    // Without a seed: said so, nothing claimed.
    const { seed: _seed, ...unseeded } = rec;
    await p2.setInputFiles('[data-testid=replay-file]', { name: 'unseeded.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(unseeded)) });
    await p2.waitForSelector('[data-testid=seed-check][data-ok=none]');
    expect(await p2.locator('[data-testid=commitment-check]').count()).toBe(0);
    expect(errors).toEqual([]);
  }, 120_000);
});
