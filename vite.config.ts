/**
 * Builds the browser app (web/) into dist/web, which the game server serves. `npm run dev:web`
 * serves it with hot reload and forwards the WebSocket to a server started with `npm start`.
 */
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'web',
  base: '/',
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
  },
  server: {
    proxy: { '/ws': { target: 'ws://localhost:3000', ws: true }, '/rules': 'http://localhost:3000' },
  },
});
