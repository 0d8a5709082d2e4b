/**
 * A bot thread (bots.ts, BotPool): keeps the bots it is given, lets each observe what it was
 * shown, and answers one call at a time. It sees only what the main thread sends it — a seat's
 * view and that seat's legal actions — and never touches a game or a socket.
 */
import { parentPort } from 'node:worker_threads';
import type { Bot } from '../bots/types.js';
import { callBot, makeBot, type BotReply, type BotRequest } from './bots.js';

const bots = new Map<number, Bot>();

parentPort!.on('message', (req: BotRequest) => {
  let reply: BotReply;
  try {
    let bot = bots.get(req.bot);
    if (req.spec) { bot = makeBot(req.spec); bots.set(req.bot, bot); }
    if (!bot) throw new Error(`no bot ${req.bot} on this thread`);
    for (const [action, view] of req.notes) bot.observe?.(action, view);
    if (req.drop) bots.delete(req.bot);
    reply = { id: req.id, ok: true, value: req.call ? callBot(bot, req.call) : null };
  } catch (e) {
    reply = { id: req.id, ok: false, error: e instanceof Error ? `${e.name}: ${e.message}` : String(e) };
  }
  parentPort!.postMessage(reply);
});
