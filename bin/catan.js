#!/usr/bin/env node
// The `catan` command: replay, simulate, tournament, board. Built code lives in dist/, which the
// package ships built; in a clone of the repository `npm run build` makes it (npm ci only installs).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const entry = new URL('../dist/cli/main.js', import.meta.url);
if (!existsSync(fileURLToPath(entry))) {
  process.stderr.write(`catan: the command line is not built (${fileURLToPath(entry)} is missing): run \`npm run build\` in the repository first\n`);
  process.exit(1);
}
const { main } = await import(entry.href);
main(process.argv.slice(2)).then((code) => { process.exitCode = code; });
