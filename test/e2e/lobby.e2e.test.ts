/**
 * Public rooms end to end in real Chromium (Debian's /usr/bin/chromium through playwright-core):
 * a host creates a room for friends listed publicly (spectator chat then off by default),
 * another a private one the same way; a third person, on a phone, opens the public rooms list
 * from the start screen (empty at first, an error when the fetch fails), finds the public room
 * and not the private one, joins it as its invite link would and takes a seat; when the host
 * leaves, the seated guest hosts the room. Screenshots of
 * the list at 390×844 and 1280×800 go to artifacts/.
 */
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { e2eRig, launchChromium, shortTargets } from './browser.js';

const ROOT = join(import.meta.dirname, '..', '..');
const ART = join(ROOT, 'artifacts');
const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

describe('public rooms, end to end', () => {
  // Rooms as often as the tests make them (one address: the default allowance, 3 at once and 10 a minute,
  // refused the third test's room one CI run in a few, and its page never showed a lobby).
  const rig = e2eRig('lobby', { BOT_DELAY_MS: '0', CATAN_ROOMS_PER_MINUTE: '600' });
  const contexts = rig.contexts;
  let browser: Browser;
  let url = '';
  beforeAll(() => { browser = rig.browser; url = rig.url; });

  const open = async (path: string, phone = false) => {
    const ctx = await browser.newContext({ viewport: phone ? PHONE : LAPTOP, reducedMotion: 'reduce', ...(phone ? { hasTouch: true, isMobile: true } : {}) });
    contexts.push(ctx);
    const page = await ctx.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${url}${path}`);
    return { page, errors };
  };

  /** A room for friends from the start screen: three seats (a friend's and a bot's besides the host's); its id. */
  async function createRoom(page: Page, name: string, listed: boolean): Promise<string> {
    await page.waitForSelector('.preview-board.board');
    await page.click('[data-testid=mode-friends]');
    await page.click('[data-testid=players-3]');
    await page.fill('[data-testid=name]', name);
    await page.selectOption('[data-testid=other-0]', 'person');
    await page.selectOption('[data-testid=other-1]', 'easy');
    // Spectator chat follows the server's default until touched: ticked when private, unticked when public.
    expect(await page.isChecked('[data-testid=room-public]')).toBe(false);
    expect(await page.isChecked('[data-testid=room-spectator-chat]')).toBe(true);
    if (listed) {
      await page.check('[data-testid=room-public]');
      expect(await page.isChecked('[data-testid=room-spectator-chat]')).toBe(false);
    } else {
      await page.check('[data-testid=assist-tracker]');
      await page.check('[data-testid=assist-winning]');
    }
    await page.click('[data-testid=start]');
    await page.waitForSelector('[data-testid=invite]');
    // The assists every player will have are said in the lobby, as the house rules are (they were said only once the game began).
    if (listed) expect(await page.locator('[data-testid=lobby-assists]').count()).toBe(0);
    else expect(await page.textContent('[data-testid=lobby-assists]')).toBe('Assists on for everyone: Card tracker, Who is winning');
    const id = new URL(await page.inputValue('[data-testid=invite]')).pathname.split('/').pop()!;
    // The lobby says who may find the room and who may chat in it: to the host by its boxes (once, not again as flags).
    expect(await page.getAttribute('[data-testid=lobby-visibility-controls]', 'data-public')).toBe(String(listed));
    expect(await page.getAttribute('[data-testid=lobby-visibility-controls]', 'data-chat')).toBe(String(!listed));
    expect(await page.isChecked('[data-testid=lobby-public]')).toBe(listed);
    expect(await page.isChecked('[data-testid=lobby-chat]')).toBe(!listed);
    expect(await page.locator('[data-testid=lobby-visibility]').count()).toBe(0);
    // The rules are a tap away while waiting, in another tab: leaving the page would leave the room.
    expect(await page.getAttribute('[data-testid=open-rules]', 'target')).toBe('_blank');
    expect(await page.getAttribute('[data-testid=open-rules]', 'href')).toBe('/rules?lang=en');
    return id;
  }

  it('a public room is listed and joined from the start screen; a private one is not listed', async () => {
    // Before any room: the list says plainly that it is empty.
    const guest = await open('/', true);
    await guest.page.waitForSelector('[data-testid=open-rooms]');
    // On a phone every control of the start page is a finger's height, but the boxes inside their (taller)
    // labels (a play-test measured the link to open a record 15 px tall).
    await guest.page.waitForSelector('[data-testid=open-record]');
    expect(await shortTargets(guest.page, 'a, button, select, summary, input:not(label input)'), 'start page targets under 44 px').toEqual([]);
    await guest.page.click('[data-testid=open-rooms]');
    await guest.page.waitForSelector('[data-testid=rooms-empty]');
    expect(new URL(guest.page.url()).pathname).toBe('/rooms');
    expect(await guest.page.isVisible('[data-testid=open-rules]'), 'the rules from the rooms list too').toBe(true);

    const host = await open('/');
    const listed = await createRoom(host.page, 'Ana', true);
    const other = await open('/');
    const hidden = await createRoom(other.page, 'Cy', false);
    // Both choices are kept with the other start screen fields.
    expect(JSON.parse((await host.page.evaluate(() => localStorage.getItem('catan.setup')))!)).toMatchObject({ public: true, spectatorChat: null });

    // Back to the start screen and to the list again: showing it fetches it afresh.
    await guest.page.click('[data-testid=rooms-back]');
    await guest.page.waitForSelector('[data-testid=open-rooms]');
    await guest.page.click('[data-testid=open-rooms]');
    const row = guest.page.locator(`[data-room="${listed}"]`);
    await row.waitFor();
    expect(await guest.page.locator(`[data-room="${hidden}"]`).count()).toBe(0);
    const text = (await row.innerText()).replace(/\s+/g, ' ');
    for (const part of ['Ana’s room', 'Beginner map', '2/3 seats taken', 'Free seats: 1', 'Waiting for players']) expect(text).toContain(part);
    expect(await guest.page.innerText(`[data-testid=join-${listed}]`)).toBe('Join');

    // It reads on a phone: nothing wider than the screen, the buttons big enough to tap.
    const fits = await guest.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(fits).toBe(true);
    const button = (await guest.page.locator(`[data-testid=join-${listed}]`).boundingBox())!;
    expect(button.height).toBeGreaterThanOrEqual(44);
    expect(button.x + button.width).toBeLessThanOrEqual(PHONE.width);
    expect(await shortTargets(guest.page, 'a, button, select, summary, input:not(label input)'), 'rooms list targets under 44 px').toEqual([]);
    await guest.page.screenshot({ path: join(ART, 'rooms-01-list-390x844.png') });
    await guest.page.setViewportSize(LAPTOP);
    await guest.page.screenshot({ path: join(ART, 'rooms-02-list-1280x800.png') });
    await guest.page.setViewportSize(PHONE);

    // A failed fetch shows an error, not a crash; the refresh button brings the list back.
    await guest.page.route('**/api/rooms', (r) => r.fulfill({ status: 500, body: '{}' }));
    await guest.page.click('[data-testid=rooms-refresh]');
    await guest.page.waitForSelector('[data-testid=rooms-error]');
    await guest.page.screenshot({ path: join(ART, 'rooms-03-error-390x844.png') });
    await guest.page.unroute('**/api/rooms');
    await guest.page.click('[data-testid=rooms-refresh]');
    await row.waitFor();

    // Join: the room's address, as its invite link; then a seat.
    await guest.page.click(`[data-testid=join-${listed}]`);
    await guest.page.waitForSelector('[data-testid=sit-1]');
    expect(new URL(guest.page.url()).pathname).toBe(`/room/${listed}`);
    expect(await guest.page.getAttribute('[data-testid=lobby-visibility]', 'data-public')).toBe('true');
    // The name field comes before the seats' buttons: a seat taken first went by "Player N" (it can be renamed now, below).
    const nameBox = (await guest.page.locator('[data-testid=lobby-name]').boundingBox())!;
    expect(nameBox.y + nameBox.height).toBeLessThanOrEqual((await guest.page.locator('[data-testid=sit-1]').boundingBox())!.y);
    await guest.page.fill('[data-testid=lobby-name]', 'Bo');
    await guest.page.click('[data-testid=sit-1]');
    await guest.page.waitForSelector('[data-testid=stand]');
    await host.page.waitForSelector('[data-testid=seats] >> text=Bo');
    await host.page.waitForSelector('[data-testid=start-room]:not([disabled])');

    // The list follows: the seat is taken now.
    const again = await open('/rooms');
    await again.page.locator(`[data-room="${listed}"] >> text=Free seats: 0`).waitFor();
    expect(await again.page.innerText(`[data-testid=join-${listed}]`)).toBe('Watch');
    // Watching it: the page says every seat is taken (no name to fill in for a seat there is not), and a
    // public room's spectators do not chat, so there is no chat form to be refused by.
    const watcher = await open(`/room/${listed}`);
    await watcher.page.waitForSelector('[data-testid=lobby-full]');
    expect(await watcher.page.locator('[data-testid=lobby-name]').count()).toBe(0);
    await watcher.page.waitForSelector('[data-testid=chat-read-only]');
    expect(await watcher.page.locator('[data-testid=chat-input]').count()).toBe(0);
    expect(await guest.page.locator('[data-testid=chat-read-only]').count()).toBe(0); // a seated player chats

    // The private room's host lists it from the lobby: it appears in the list too; the guest's page, not its host, has no such controls.
    expect(await guest.page.locator('[data-testid=lobby-public]').count()).toBe(0);
    expect(await other.page.isChecked('[data-testid=lobby-public]')).toBe(false);
    await other.page.check('[data-testid=lobby-public]');
    await other.page.waitForSelector('[data-testid=lobby-visibility-controls][data-public=true]');
    await again.page.click('[data-testid=rooms-refresh]');
    await again.page.locator(`[data-room="${hidden}"]`).waitFor();

    // The host leaves the lobby: Bo, seated, hosts it now — the badge, the controls and the seat Ana left, which Bo gives a bot to start.
    await host.page.click('[data-testid=leave-room]');
    await guest.page.waitForSelector('[data-testid=lobby-public]');
    expect(await guest.page.locator('[data-testid=waiting-host]').count()).toBe(0);
    expect((await guest.page.innerText('[data-testid=seats] [data-seat="1"]')).replace(/\s+/g, ' ')).toContain('host');
    // The words as a screen reader reads them: the badge is a word apart ("Bo (you)host" before).
    expect((await guest.page.textContent('[data-testid=seats] [data-seat="1"] .sname'))!).toMatch(/\(you\) host/i);
    // The lobby's chat says who took a seat and who hosts now, between the chat lines.
    // Bo's own notes say "(you)", as the game log's lines about Bo do.
    expect(await guest.page.innerText('[data-testid=chat-note][data-note=host] >> nth=-1')).toBe('Bo (you) is the host now');
    expect(await guest.page.locator('[data-testid=chat-note][data-note=joined]').allInnerTexts()).toContain('Bo (you) took a seat');
    await guest.page.waitForSelector('[data-testid=start-room][disabled]');
    await guest.page.selectOption('[data-testid=kind-0]', 'easy');
    await guest.page.waitForSelector('[data-testid=start-room]:not([disabled])');
    // The seat's select names its own bot, not the level's first name (the other easy seat already has that one).
    const botName = await guest.page.innerText('[data-testid=seats] [data-seat="0"] .sname b');
    expect(await guest.page.locator('[data-testid=kind-0] option:checked').innerText()).toBe(`Easy — ${botName}`);
    await guest.page.screenshot({ path: join(ART, 'rooms-04-new-host-390x844.png'), fullPage: true });
    // On the phone the lobby's controls are 44 px targets (copy, leave, the seats' lists and the chat were 26–35 px).
    expect(await shortTargets(guest.page, '.lobby button, .lobby select, .lobby input[type=text]'), 'lobby targets under 44 px').toEqual([]);
    // Seated, the name field stays: the seat is renamed for everyone (a friend who sat first was stuck as "Player 2").
    expect(await guest.page.inputValue('[data-testid=lobby-name]')).toBe('Bo');
    await guest.page.fill('[data-testid=lobby-name]', 'Bo Berg');
    await guest.page.press('[data-testid=lobby-name]', 'Tab');
    await watcher.page.waitForSelector('[data-testid=seats] [data-seat="1"] .sname b >> text=Bo Berg');
    // The chat's earlier line keeps "Bo took a seat"; a note says who that is now (a play-test: a renamed friend stayed "Player 2" in the log).
    await watcher.page.waitForSelector('[data-testid=chat-note][data-note=renamed] >> text=Bo is now called Bo Berg');

    for (const x of [guest, host, other, again, watcher]) expect(x.errors).toEqual([]);
  });
  it('the host changes the seats, board, house rules, timer and assists in the lobby: a seated friend sees each change and the chat says who made it; the game plays them', async () => {
    const host = await open('/');
    const id = await createRoom(host.page, 'Ana', false);
    const friend = await open(`/room/${id}`);
    await friend.page.fill('[data-testid=lobby-name]', 'Bo');
    await friend.page.click('[data-testid=sit-1]');
    await friend.page.waitForSelector('[data-testid=stand]');
    // Only the host changes them; everyone reads them in the line under the seats.
    expect(await friend.page.locator('[data-testid=lobby-settings]').count()).toBe(0);
    const summary = () => friend.page.innerText('[data-testid=lobby-summary]');
    expect(await summary()).toContain('Beginner map');
    const boardBefore = await friend.page.innerHTML('.preview .board');

    await host.page.click('[data-testid=lobby-settings] summary');
    // Five seats on the beginner map (for 3 or 4 only, §14): the page asks for the spiral with the
    // change, and the table gets five seats on the larger island's board; back to three, it stays.
    await host.page.click('[data-testid=lobby-players-5]');
    await friend.page.waitForFunction(() => document.querySelectorAll('[data-testid=seats] .seat').length === 5);
    await friend.page.waitForFunction(() => document.querySelector('[data-testid=lobby-summary]')?.textContent?.includes('Spiral'));
    expect(await friend.page.locator('.preview .board .hex').count(), 'the board for five and six: 30 hexes').toBe(30);
    await host.page.click('[data-testid=lobby-players-3]');
    await friend.page.waitForFunction(() => document.querySelectorAll('[data-testid=seats] .seat').length === 3);
    await expect.poll(() => friend.page.locator('.preview .board .hex').count(), 'back to the island for three and four').toBe(19);
    expect(await summary()).toContain('Spiral');
    await host.page.selectOption('[data-testid=lobby-board]', 'random');
    await friend.page.waitForFunction(() => document.querySelector('[data-testid=lobby-summary]')?.textContent?.includes('Random'));
    expect(await friend.page.innerHTML('.preview .board'), 'the friend’s page draws the new board').not.toBe(boardBefore);
    const seed = await host.page.inputValue('[data-testid=lobby-seed]');
    expect(await summary()).toContain(seed);
    // A long code, as the field allows: the friend's page, on a phone, stays within its width.
    await friend.page.setViewportSize(PHONE);
    await host.page.fill('[data-testid=lobby-seed]', 'x'.repeat(64));
    await host.page.press('[data-testid=lobby-seed]', 'Tab');
    await friend.page.waitForFunction(() => document.querySelector('[data-testid=lobby-summary]')?.textContent?.includes('xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'));
    expect(await friend.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'a long board code wraps').toBe(true);
    await friend.page.setViewportSize(LAPTOP);
    await host.page.click('[data-testid=lobby-new-seed]');
    await friend.page.waitForFunction(() => !document.querySelector('[data-testid=lobby-summary]')?.textContent?.includes('xxxxxxxx'));

    await host.page.check('[data-testid=lobby-settings] [data-testid=rule-friendly]');
    await friend.page.waitForSelector('[data-testid=lobby-house-rules] >> text=Friendly robber');
    const vp = host.page.locator('[data-testid=lobby-settings] input[type=number]').first();
    await vp.fill('12');
    await vp.press('Tab');
    await friend.page.waitForFunction(() => document.querySelector('[data-testid=lobby-summary]')?.textContent?.includes(': 12'));
    await host.page.selectOption('[data-testid=lobby-timer]', '60');
    await friend.page.waitForFunction(() => document.querySelector('[data-testid=lobby-summary]')?.textContent?.includes('60 seconds'));
    await host.page.uncheck('[data-testid=lobby-settings] [data-testid=assist-winning]');
    // The whole line, not its start: "Card tracker, Who is winning" began with the same words, and a CI run read it before the change came.
    await friend.page.waitForFunction(() => document.querySelector('[data-testid=lobby-assists]')?.textContent?.trim() === 'Assists on for everyone: Card tracker');
    expect(await friend.page.innerText('[data-testid=lobby-assists]')).not.toContain('winning');
    // A number out of range is marked, and nothing is sent.
    await vp.fill('40');
    await vp.press('Tab');
    expect(await vp.getAttribute('aria-invalid')).toBe('true');
    expect(await summary()).toContain(': 12');
    // The next number in range is sent, not dropped (a play-test: 14 after a refused 25 snapped back to 12).
    await vp.fill('14');
    await vp.press('Tab');
    await friend.page.waitForFunction(() => document.querySelector('[data-testid=lobby-summary]')?.textContent?.includes(': 14'));
    expect(await vp.inputValue()).toBe('14');
    expect(await vp.getAttribute('aria-invalid')).toBeNull();
    // A fourth seat for another friend: open, and the host cannot start until it is taken or a bot's; back to three.
    await host.page.click('[data-testid=lobby-players-4]');
    await friend.page.waitForSelector('[data-testid=seats] [data-seat="3"] >> text=Free seat');
    await host.page.waitForSelector('[data-testid=start-room][disabled]');
    expect(await host.page.getAttribute('[data-testid=lobby-players-3]', 'class'), 'three seats are never fewer than the two people seated').not.toContain('off');
    await host.page.click('[data-testid=lobby-players-3]');
    await friend.page.waitForFunction(() => document.querySelectorAll('[data-testid=seats] .seat').length === 3);
    // The chat tells the table who changed what they had sat down to.
    // Each part named once in the run of changes (a play-test: "changed the players, board or rules" left friends looking for what).
    expect(await friend.page.locator('[data-testid=chat-note][data-note=settings]').allInnerTexts(), 'each part once for the run of changes').toEqual([
      'Ana changed the number of players and the board', 'Ana changed the house rules', 'Ana changed the turn timer', 'Ana changed the assists',
    ]);

    await host.page.screenshot({ path: join(ART, 'rooms-05-lobby-settings-1280x800.png'), fullPage: true });
    await host.page.setViewportSize(PHONE);
    expect(await shortTargets(host.page, '.lobby-settings button, .lobby-settings select, .lobby-settings input[type=text], .lobby-settings input[type=number], .lobby-settings label.check, .lobby-settings summary'), 'targets under 44 px').toEqual([]);
    expect(await host.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'nothing wider than the phone').toBe(true);
    await host.page.screenshot({ path: join(ART, 'rooms-06-lobby-settings-390x844.png'), fullPage: true });
    await host.page.setViewportSize(LAPTOP);

    // The game begins with what the lobby showed.
    await host.page.click('[data-testid=start-room]');
    await friend.page.waitForSelector('[data-testid=house-line]');
    expect(await friend.page.innerText('[data-testid=house-line]')).toContain('Friendly robber');
    for (const x of [host, friend]) expect(x.errors).toEqual([]);
  });

  it('on a phone scrolled down the page, a person whose turn timer ran out finds "I\'m back" in the bar that stays in view (a play-test: the banner\'s button was 660 px above the screen)', async () => {
    const res = await fetch(`${url}/api/rooms`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ seats: [{ kind: 'person' }, { kind: 'bot', bot: 'easy' }, { kind: 'bot', bot: 'easy' }], board: { kind: 'beginner' }, paceMs: 0, turnSeconds: 2, start: true }),
    });
    const body = await res.json() as { id: string };
    expect(res.ok, JSON.stringify(body)).toBe(true);
    const { id } = body;
    const p = await open(`/room/${id}`, true);
    await p.page.fill('[data-testid=lobby-name]', 'Ana');
    await p.page.click('[data-testid=sit-0]');
    await p.page.waitForSelector('[data-testid=away-banner]', { timeout: 30_000 });
    // The bar's button is for a phone; the banner's own is there too, above.
    await p.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => p.page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const box = (await p.page.locator('[data-testid=take-back-bar]').boundingBox())!;
    expect(box.y, 'in view at the top').toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    expect(box.height).toBeGreaterThanOrEqual(44);
    await p.page.screenshot({ path: join(ART, 'rooms-07-away-bar-390x844.png') });
    await p.page.click('[data-testid=take-back-bar]');
    await p.page.waitForSelector('[data-testid=away-banner]', { state: 'detached' });
    await p.page.setViewportSize(LAPTOP);
    expect(await p.page.locator('[data-testid=take-back-bar]').count(), 'back in the seat: no button').toBe(0);
    expect(p.errors).toEqual([]);
  });

  it('the invite link is copied from a server on the home network too (http to a name that is not localhost: no navigator.clipboard)', async () => {
    // lan.test stands for the server's address on the home network: this machine, reached by a name, over plain http.
    const lan = await launchChromium(['--host-resolver-rules=MAP lan.test 127.0.0.1']);
    try {
      const ctx = await lan.newContext({ viewport: LAPTOP });
      const page = await ctx.newPage();
      await page.goto(url.replace('127.0.0.1', 'lan.test'));
      expect(await page.evaluate(() => [window.isSecureContext, typeof navigator.clipboard])).toEqual([false, 'undefined']);
      await page.waitForSelector('.preview-board.board');
      await page.click('[data-testid=mode-friends]');
      await page.selectOption('[data-testid=other-0]', 'person');
      await page.click('[data-testid=start]');
      await page.waitForSelector('[data-testid=invite]');
      const invite = await page.inputValue('[data-testid=invite]');
      expect(invite).toMatch(/^http:\/\/lan\.test:\d+\/room\/[a-z0-9]+$/);
      await page.click('[data-testid=invite-copy]');
      await expect.poll(() => page.textContent('[data-testid=invite-copy]')).toBe('Copied');
      // What the clipboard holds, read from a page that may read it (a secure origin of the same browser).
      await ctx.grantPermissions(['clipboard-read'], { origin: url });
      const reader = await ctx.newPage();
      await reader.goto(`${url}/rules`);
      expect(await reader.evaluate(() => navigator.clipboard.readText())).toBe(invite);
      // "Copied" says so for a moment; then the button offers to copy again (it stayed "Copied").
      await expect.poll(() => page.textContent('[data-testid=invite-copy]'), { timeout: 6000 }).toBe('Copy');
    } finally {
      await lan.close();
    }
  });
});
