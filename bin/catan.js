#!/usr/bin/env node
// The `catan` command: replay, simulate, tournament, board. Built code lives in dist/.
import { main } from '../dist/cli/main.js';
main(process.argv.slice(2)).then((code) => { process.exitCode = code; });
