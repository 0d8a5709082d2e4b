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
);
