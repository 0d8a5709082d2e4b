/**
 * Builds the browser app (web/index.html) and, when present, the rules manual page
 * (web/rules/index.html, owned by the manual) into dist/web, which the game server serves
 * (the manual at /rules), with source maps. `npx vite` serves web/ with hot reload and forwards the WebSocket and
 * /rules to a server started with `npm start`.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';

const input: Record<string, string> = { main: resolve('web/index.html') };
if (existsSync(resolve('web/rules/index.html'))) input.rules = resolve('web/rules/index.html');

export default defineConfig({
  root: 'web',
  base: '/',
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    // Separate .map files beside the scripts (each script names its map in a last comment; browsers
    // fetch them only for their developer tools), with the sources inside them: the server serves
    // them (static.ts) and the package ships them, as it ships the maps of the rest of dist/.
    sourcemap: true,
    rollupOptions: {
      input,
      // The engine, the protocol and the table helpers only define things (their top-level code
      // computes tables, nothing else): what the page does not use of their public indexes is left out.
      treeshake: { moduleSideEffects: (id) => !/[\\/]src[\\/](engine|protocol|table)[\\/]/.test(id) },
    },
  },
  server: {
    proxy: { '/ws': { target: 'ws://localhost:3000', ws: true } },
  },
});
