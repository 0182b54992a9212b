// ESLint flat config: typed TypeScript rules for the site code, plugins, scripts and tests.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-integrations/',
      'build-stock/',
      '.generated/',
      '.docusaurus/',
      'node_modules/',
      'docs/',
      'api-reference/',
      'reports/',
      '.cache/',
      '.scratch*',
      '.unleash-dev.mjs',
      // Entry modules for docs samples: they import files that exist only in a sample's project folder.
      'tests/real-product/sample-entries/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {projectService: true, tsconfigRootDir: import.meta.dirname},
    },
    plugins: {react},
    settings: {react: {version: 'detect'}},
    rules: {
      ...react.configs.recommended.rules,
      // React 17+ JSX transform: React need not be in scope.
      'react/react-in-jsx-scope': 'off',
      // Props are typed with TypeScript.
      'react/prop-types': 'off',
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_'}],
    },
  },
  {
    // node:test's describe() and it() return promises the runner itself tracks.
    files: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {'@typescript-eslint/no-floating-promises': 'off'},
  },
  {
    // Plain JS config files and Node scripts are not part of the TypeScript project.
    files: ['**/*.mjs', '**/*.js'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {globals: {process: 'readonly', console: 'readonly'}},
  },
);
