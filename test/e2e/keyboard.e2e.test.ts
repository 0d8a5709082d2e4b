/**
 * Playing with the keyboard alone (an accessibility check): a build chosen with 1, 2 or 3 put the
 * lit spots on the board but left focus on "End turn", so the next Enter ended the turn; and focus
 * parked on the status line stayed there when the person's turn or a bot's offer came, seven to
 * nine Tabs away. A game against instant bots, played with keys only.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { botsStartPage, e2eRig } from './browser.js';

const ART = join(import.meta.dirname, '..', '..', 'artifacts');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const focused = (page: Page) => page.evaluate(() => {
  const a = document.activeElement as HTMLElement | null;
  return { testid: a?.dataset.testid ?? '', spot: a?.classList.contains('spot') ?? false, inOffer: !!a?.closest('.offer-panel'), tag: a?.tagName ?? '' };
});

describe('the game with the keyboard alone', () => {
  const rig = e2eRig('keyboard', { BOT_DELAY_MS: '0', CATAN_OFFER_WAIT_MS: '20000', CATAN_ROOMS_PER_MINUTE: '600' });

  it('a build key puts focus on the lit spot (Enter builds there); the person\'s turn and a bot\'s offer take focus from the status line', async () => {
    const { page, errors, room, game } = await botsStartPage(rig, 'keys-1');
    await page.selectOption('.start-form select[aria-label="Board"]', 'beginner');
    await page.click('[data-testid=start]');
    await page.waitForSelector('[data-testid=play]');
    // Who starts is read with the dialog's title, not only its Play button (a screen-reader review).
    expect(await page.$eval('.dialog', (d) => document.getElementById(d.getAttribute('aria-describedby') ?? '')?.textContent ?? '')).toMatch(/ starts\./);
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid=play]', { state: 'detached' });

    const seen = { turns: 0, offers: 0, roadByKey: false, countered: false };
    const t0 = Date.now();
    while (!seen.roadByKey || !seen.countered) {
      expect(Date.now() - t0, 'a road built by keys and a bot\'s offer within 90 s').toBeLessThan(90_000);
      const g = game();
      if (!g || g.end) { await sleep(30); if (g?.end) break; continue; }
      if (g.incoming) {
        // A bot's offer: focus is on its panel, whatever had it before (keys answer it).
        await page.waitForSelector('[data-testid=offer-panel]');
        await expect.poll(async () => (await focused(page)).inOffer, { timeout: 3000 }).toBe(true);
        // On an answer (Accept, or Counter or Reject when it cannot pay), not on "More time", first in the panel: Enter answered nothing.
        expect((await focused(page)).testid, 'focus on an answer').toMatch(/^incoming-(accept|counter|reject)$/);
        seen.offers++;
        // Its answers name their keys and are described by the offer's terms; the counts in an editor are not read on each press.
        expect(await page.getAttribute('[data-testid=incoming-reject]', 'aria-keyshortcuts')).toBe('N');
        const described = await page.$eval('[data-testid=incoming-reject]', (b) => (b.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' | '));
        expect(described).toMatch(/^You give /);
        // When the hand cannot pay, the line that says so too.
        if (!(await page.isEnabled('[data-testid=incoming-accept]'))) expect(described).toContain('You do not hold the cards asked for.');
        expect(await page.textContent('[data-testid=status-live]'), 'the status speaks when the game waits for the person').not.toBe('');
        if (!seen.countered && await page.isEnabled('[data-testid=incoming-counter]').catch(() => false)) {
          // "Counter" opens its editor in its place, and focus goes into it (it went to "More time").
          // On a phone the editor is brought into view, its "Send" on the screen with the time left beside it (a
          // play-test at 360×740 scrolled to reach it, the countdown gone off the top).
          await page.setViewportSize({ width: 360, height: 740 });
          await page.focus('[data-testid=incoming-counter]');
          await page.keyboard.press('Enter');
          await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[data-testid=counter-editor]')), { timeout: 3000 }).toBe(true);
          const onScreen = (sel: string) => page.evaluate((s) => {
            const r = document.querySelector(s)!.getBoundingClientRect();
            return r.top >= 0 && r.bottom <= window.innerHeight;
          }, sel);
          await expect.poll(() => onScreen('[data-testid=counter-send]'), { timeout: 3000 }).toBe(true);
          expect(await onScreen('[data-testid=counter-left]')).toBe(true);
          expect(await page.textContent('[data-testid=counter-left]')).toMatch(/^\d+ s to answer$/);
          await page.screenshot({ path: join(ART, 'keyboard-counter-360x740.png') });
          await page.setViewportSize({ width: 1280, height: 800 });
          seen.countered = true;
          // Esc cancels it (it did nothing), and focus goes back to Counter (it went to Accept).
          await page.keyboard.press('Escape');
          await page.waitForSelector('[data-testid=counter-editor]', { state: 'detached', timeout: 3000 });
          await expect.poll(async () => (await focused(page)).testid, { timeout: 3000 }).toBe('incoming-counter');
        }
        // N refuses it.
        await page.keyboard.press('n');
        await expect.poll(() => game()?.incoming?.id ?? null).not.toBe(g.incoming.id);
        continue;
      }
      const tg = g.targets;
      if (!tg || g.view.phase !== 'main' && g.view.phase !== 'roll') {
        if (tg?.discard) {
          // A discard, by keys: Enter on a + until every card owed is chosen; focus then waits on Discard (it went to the next row's −).
          for (let i = 0; i < tg.discard; i++) {
            await page.focus('.dialog [data-testid^=pick-plus-]:not([disabled])');
            await page.keyboard.press('Enter');
          }
          await expect.poll(async () => (await focused(page)).testid, { timeout: 3000 }).toBe('discard-confirm');
          await page.keyboard.press('Enter');
        } else if (tg?.robber.length) {
          await page.locator('.spot-hex').first().click();
          if (await page.isVisible('.victim')) await page.locator('.victim').first().click();
        }
        await sleep(30);
        continue;
      }
      if (tg.roll) {
        // The turn came while the bots played: focus went to Roll by itself.
        await expect.poll(async () => (await focused(page)).testid, { timeout: 3000 }).toBe('roll');
        expect(await page.getAttribute('[data-testid=roll]', 'aria-keyshortcuts'), 'Roll names its key').toBe('R');
        seen.turns++;
        await page.keyboard.press('Enter');
        await expect.poll(() => game()?.targets?.roll ?? false).toBe(false);
        continue;
      }
      if (!seen.roadByKey && tg.roads.length) {
        // 1 chooses a road: focus goes to a lit side, and Enter builds it there (not "End turn").
        const you = room()!.you.seat!;
        const roadsLeft = () => game()?.view.players[you]!.supply.roads;
        const roads = roadsLeft()!;
        await page.keyboard.press('1');
        await expect.poll(async () => (await focused(page)).spot, { timeout: 3000 }).toBe(true);
        await page.screenshot({ path: join(ART, 'keyboard-01-road-spot-1280x800.png') });
        const turn = g.view.turn;
        await page.keyboard.press('Enter');
        await expect.poll(roadsLeft).toBe(roads - 1);
        expect(game()!.view.turn, 'the turn did not end').toBe(turn);
        seen.roadByKey = true;
      }
      if (game()?.targets?.end) {
        await page.keyboard.press('e');
        await expect.poll(() => game()?.targets?.end ?? false).toBe(false);
      }
    }
    expect(seen.countered, 'a bot\'s offer could be countered').toBe(true);
    // The land is read out as a list of its tiles, each named with its number (a screen reader skipped them).
    const tiles = page.getByRole('list', { name: 'Land: the hexes and their numbers' }).first().getByRole('listitem');
    expect(await tiles.count()).toBe(19);
    expect(await tiles.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')).filter((x) => /^(hills|forest|pasture|fields|mountains) \d+/.test(x ?? '')).length)).toBe(18);
    // The hand's bank rates are read out in words, briefly: the tooltip's whole sentence under each of
    // the five cards was heard five times over (a screen-reader review); the tooltip keeps it.
    expect(await page.locator('.hand .rate .sr-only').first().textContent()).toMatch(/^\d for 1 with the bank$/);
    expect(await page.locator('.hand .rate').first().getAttribute('title')).toMatch(/^Your best rate with the bank: \d for 1$/);
    // Each turn and offer above was checked to take focus as it came.
    expect(seen.turns, 'turns that came to the person').toBeGreaterThan(0);
    expect(seen.offers, 'bots\' offers to the person').toBeGreaterThan(0);
    expect(errors).toEqual([]);
  }, 120_000);

  it('a discard and a trade by keys: the last card chosen leaves focus on Discard, a + that reaches the hand leaves it beside, and a finished build leaves it on its button, not on End turn (a keyboard play-test)', async () => {
    const { page, errors, game, room } = await botsStartPage(rig, 'keys-2');
    await page.selectOption('.start-form select[aria-label="Board"]', 'beginner');
    // Discards on every 7 with more than 2 cards, so that one comes soon.
    await page.click('details.house summary');
    const over = page.getByRole('spinbutton', { name: /Discard when holding more than/ });
    await over.fill('2');
    await over.press('Tab');
    await page.click('[data-testid=start]');
    await page.waitForSelector('[data-testid=play]');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid=play]', { state: 'detached' });
    const seen = { discard: false, built: false, plusAtLimit: false, why: false };
    const t0 = Date.now();
    while (!seen.discard || !seen.built || !seen.plusAtLimit || !seen.why) {
      expect(Date.now() - t0, 'a discard, a build and a trade by keys within 100 s').toBeLessThan(100_000);
      const g = game();
      if (!g || g.end) { if (g?.end) break; await sleep(30); continue; }
      if (g.incoming) { await page.keyboard.press('n'); await expect.poll(() => game()?.incoming?.id ?? null).not.toBe(g.incoming.id); continue; }
      const tg = g.targets;
      if (tg?.discard) {
        // The last card from an upper row, the others from the lowest row that has some (focus went to the first "Less").
        for (let i = 0; i < tg.discard; i++) {
          const pluses = page.locator('.dialog [data-testid^=pick-plus-]:not([disabled])');
          await (i === tg.discard - 1 ? pluses.first() : pluses.last()).focus();
          await page.keyboard.press('Enter');
        }
        await expect.poll(async () => (await focused(page)).testid, { timeout: 3000 }).toBe('discard-confirm');
        await page.keyboard.press('Enter');
        seen.discard = true;
        await expect.poll(() => game()?.targets?.discard ?? 0).toBe(0);
        continue;
      }
      if (!tg || g.view.phase !== 'main' && g.view.phase !== 'roll') {
        if (tg?.robber.length) {
          await page.locator('.spot-hex').first().click();
          if (await page.isVisible('.victim')) await page.locator('.victim').first().click();
        } else if (tg && (tg.settlements.length || tg.roads.length)) {
          await page.locator('.board-wrap .spot[tabindex="0"]').first().focus();
          await page.keyboard.press('Enter');
        }
        await sleep(30);
        continue;
      }
      if (tg.roll) { await page.keyboard.press('r'); await expect.poll(() => game()?.targets?.roll ?? false).toBe(false); continue; }
      // The trade and the build once the discard is seen (each check on its own).
      if (seen.discard && !seen.plusAtLimit && tg.trade) {
        // A + in the trade editor that reaches what the hand holds: focus stays in the editor, not on End turn.
        const you = room()!.you.seat!;
        const hand = g.view.players[you]!.resources as Record<string, number>;
        const r = Object.keys(hand).find((k) => hand[k]! > 0);
        if (r) {
          await page.keyboard.press('t');
          await page.waitForSelector('.trade [data-testid=give-plus-' + r + ']');
          // The arrow keys move focus with the selected tab, every time (focus stayed on the tab left about half the time).
          const onTab = () => page.evaluate(() => { const a = document.activeElement!; return a.getAttribute('role') === 'tab' && a.getAttribute('aria-selected') === 'true' ? a.textContent : null; });
          await expect.poll(onTab, { timeout: 3000 }).toBe('Trade with players');
          for (const want of ['Maritime trade', 'Trade with players', 'Maritime trade', 'Trade with players']) {
            await page.keyboard.press('ArrowRight');
            expect(await onTab()).toBe(want);
          }
          for (let i = 0; i < hand[r]!; i++) {
            await page.focus(`.trade [data-testid=give-plus-${r}]`);
            await page.keyboard.press('Enter');
          }
          await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('.trade')), { timeout: 3000 }).toBe(true);
          expect((await focused(page)).testid).not.toBe('end');
          seen.plusAtLimit = true;
          await page.keyboard.press('Escape');
          await expect.poll(async () => (await focused(page)).testid, { timeout: 3000 }).toBe('trade');
        }
      }
      if (seen.discard && !seen.built && game()?.targets?.roads.length) {
        await page.keyboard.press('1');
        await expect.poll(async () => (await focused(page)).spot, { timeout: 3000 }).toBe(true);
        await page.keyboard.press('Enter');
        // Built: focus on the road's button again (or, when no other road can be paid, another action), where a second
        // Enter does not end the turn.
        await expect.poll(async () => (await focused(page)).testid, { timeout: 3000 }).not.toBe('');
        // Read until it settles: a button dimmed by the frame keeps focus until the page's next effect moves it on.
        const settled = async () => {
          const id = (await focused(page)).testid;
          return (await page.isEnabled('[data-testid=build-road]')) ? /^build-road$/.test(id) : /^(build-(settlement|city)|buy|trade)$/.test(id) ? true : id;
        };
        await expect.poll(settled, { timeout: 3000 }).toBe(true);
        seen.built = true;
      }
      // A build that cannot be done now stays in the Tab order, dimmed; Enter on it, or its key, says why (a
      // keyboard play-test: Tab skipped them and the keys did nothing).
      const now = game()?.targets;
      if (!seen.why && now?.end && !now.cities.length && !(await page.isVisible('[data-testid=refusal]'))) {
        await page.focus('[data-testid=build-road]');
        await page.keyboard.press('Tab');
        expect((await focused(page)).testid).toBe('build-settlement');
        await page.keyboard.press('Tab');
        expect((await focused(page)).testid).toBe('build-city');
        expect(await page.getAttribute('[data-testid=build-city]', 'aria-disabled')).toBe('true');
        await page.keyboard.press('Enter');
        await page.waitForSelector('[data-testid=refusal]');
        const said = (await page.textContent('[data-testid=refusal] .said'))!;
        expect(said).toMatch(/cards it costs|no pieces of that kind|replaces one of your own settlements/);
        // Its tooltip gives the same reason (it said "not enough cards or no legal spot" whatever the reason).
        expect(await page.getAttribute('[data-testid=build-city]', 'title')).toContain(said.replace(/^Not allowed:\s*/, '').trim());
        expect(await page.textContent('[data-testid=rule-link]')).toMatch(/§[15]/);
        expect((await focused(page)).testid, 'focus stays on the button').toBe('build-city');
        await page.click('[data-testid=refusal] .icon-btn');
        await page.waitForSelector('[data-testid=refusal]', { state: 'detached' });
        await page.keyboard.press('3');
        await page.waitForSelector('[data-testid=refusal]');
        seen.why = true;
      }
      if (game()?.targets?.end) {
        // Not while the last action waits for its answer (a key pressed then is dropped: "a second press waits").
        await page.waitForSelector('[data-testid=end]:not(.waiting)', { timeout: 5000 }).catch(() => {});
        await page.keyboard.press('e');
        await expect.poll(() => game()?.targets?.end ?? false).toBe(false);
      }
    }
    expect(seen).toEqual({ discard: true, built: true, plusAtLimit: true, why: true });
    expect(errors).toEqual([]);
  }, 150_000);

  it('at 200% zoom (1280×800 seen as 640×400) every choice of the menu can be reached and seen: it scrolls within itself', async () => {
    const { page, room } = await botsStartPage(rig, 'keys-zoom');
    await page.setViewportSize({ width: 640, height: 400 });
    await page.selectOption('.start-form select[aria-label="Board"]', 'beginner');
    await page.click('[data-testid=start]');
    await page.waitForSelector('[data-testid=play]');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid=play]', { state: 'detached' });
    await page.focus('[data-testid=menu]');
    await page.keyboard.press('Enter');
    await page.waitForSelector('.menu-pop');
    // The dice's commitment is there while the game runs (the end's dice check means something only if it was seen first).
    const commitment = room()!.room.commitment;
    expect(commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(await page.textContent('[data-testid=menu-commitment] code')).toBe(commitment);
    // Tab through the menu to its last button (a new game, or leaving the room): each one in the window when it has focus.
    const outside: string[] = [];
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      const where = await page.evaluate(() => {
        const a = document.activeElement as HTMLElement;
        if (!a.closest('.menu-pop')) return null;
        const r = a.getBoundingClientRect();
        return { name: a.dataset.testid ?? a.textContent ?? a.tagName, inView: r.top >= 0 && r.bottom <= innerHeight };
      });
      if (!where) break;
      if (!where.inView) outside.push(where.name);
      if (where.name === 'leave') break;
    }
    expect(outside, 'menu choices below the window when reached').toEqual([]);
    expect(await page.evaluate(() => (document.activeElement as HTMLElement).dataset.testid), 'the last choice was reached').toBe('leave');
    await page.screenshot({ path: join(ART, 'keyboard-02-menu-640x400.png') });
    // Tabbing on out of the menu closes it (it stayed open over the players and the log while focus went on).
    await page.keyboard.press('Tab');
    await page.waitForSelector('.menu-pop', { state: 'detached', timeout: 3000 });
    await page.focus('[data-testid=menu]');
    await page.keyboard.press('Enter');
    await page.waitForSelector('.menu-pop');
    await page.focus('.menu-pop [data-testid=leave]');
    // Enter on it (a new game, confirmed): the start screen, with focus on its heading rather than lost to the page.
    page.once('dialog', (d) => void d.accept());
    await page.keyboard.press('Enter');
    await page.waitForSelector('.start-form');
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName ?? ''), { timeout: 3000 }).toBe('H1');
  }, 60_000);
});
