import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'artifacts/'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    // The state's layout is private to the engine (STYLE.md): everything else reads a state
    // through the named readers (vertexOwner, resourceCount, s.phase, …). Tests may still poke
    // at the layout to build impossible states on purpose (test/sim-helpers.ts).
    files: ['src/**/*.ts', 'web/**/*.ts', 'web/**/*.tsx'],
    ignores: ['src/engine/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{
          group: ['**/engine/state.js', '**/engine/state'],
          importNamePattern: '^(O_|S_|W_)',
          message: 'The state layout is private to src/engine: use the named readers from src/engine/state.ts or the engine index.',
        }],
      }],
    },
  },
  {
    // The rules engine has no dependencies and no I/O: it may import only its own modules.
    files: ['src/engine/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', 'fs', 'path', '../*', '!./*'] }],
      'no-restricted-globals': ['error', 'process', 'require', 'Date'],
    },
  },
  {
    // The wire contract is shared by the server and the page: it may import the engine's public index and itself.
    files: ['src/protocol/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['node:*', '../*', '!../engine', '../engine/*', '!../engine/index.js'], message: 'src/protocol imports only ../engine/index.js and its own modules' }] }],
    },
  },
  {
    // Pure table helpers, shared by the server and the page.
    files: ['src/table/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['node:*', '../*', '!../engine', '../engine/*', '!../engine/index.js', '!../protocol', '../protocol/*', '!../protocol/index.js'], message: 'src/table imports only the engine\'s and the protocol\'s public index' }] }],
    },
  },
  {
    // The page speaks the protocol; it reads the engine's public index and the pure table helpers, and never the server.
    // One exception: the learned win model (pure weights and features over a state), which "who was winning" loads on demand.
    files: ['web/src/**/*.ts', 'web/src/**/*.tsx'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{
          group: [
            '**/src/server/**', '**/src/bots/**', '**/src/sim/**', '**/src/tourney/**', '**/src/cli/**', '**/src/bench/**', '**/src/manual/**',
            '**/src/engine/*', '!**/src/engine/index.js', '**/src/protocol/*', '!**/src/protocol/index.js', '**/src/table/*', '!**/src/table/index.js',
            '!**/src/bots/learned.js',
          ],
          message: 'web/ imports only src/protocol/index.js, src/engine/index.js and src/table/index.js (never src/server)',
        }],
      }],
    },
  },
);
