// `npm start` on a machine where something already holds the port, or with a setting that is
// no good: the process stops with one sentence naming what is wrong and how to change it, exit
// code 1, and no stack trace (README, "Configuration").
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const main = join(import.meta.dirname, '..', '..', 'dist', 'server', 'main.js');
const dir = mkdtempSync(join(tmpdir(), 'catan-start-'));

function run(env: Record<string, string>): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [main], { env: { ...process.env, CATAN_DB: join(dir, 'c.db'), ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '', err = '';
    child.stdout.on('data', (d: Buffer) => { out += d.toString(); });
    child.stderr.on('data', (d: Buffer) => { err += d.toString(); });
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('exit', (code) => { clearTimeout(timer); done({ code, out, err }); });
  });
}

describe('the server refuses to start with a sentence, not a stack trace', () => {
  let holder: Server;
  afterAll(() => { holder?.close(); });

  it('when the port is already in use', async () => {
    holder = createServer();
    await new Promise<void>((r) => holder.listen(0, '0.0.0.0', () => r()));
    const port = (holder.address() as { port: number }).port;
    const r = await run({ PORT: String(port) });
    expect(r.code).toBe(1);
    expect(r.err).toContain(`could not start the server on port ${port}: port ${port} is already in use by another program: stop it, or choose another port with PORT=`);
    expect(r.err, 'no stack trace').not.toMatch(/^\s+at /m);
    expect(r.err).not.toMatch(/Unhandled/);
  }, 30_000);

  it('when a setting is not a number', async () => {
    const r = await run({ PORT: '0', CATAN_MESSAGES_PER_SECOND: 'lots' });
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/^could not start the server: .*CATAN_MESSAGES_PER_SECOND/m);
    expect(r.err, 'no stack trace').not.toMatch(/^\s+at /m);
  }, 30_000);
});
