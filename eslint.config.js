import { existsSync, readdirSync } from 'node:fs'
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import { importZones } from './eslint/importZones.js'
import reactHooks from 'eslint-plugin-react-hooks'

// Features never import each other: one zone per feature folder, built from the tree.
const features = (existsSync('src/features') ? readdirSync('src/features', { withFileTypes: true }) : [])
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

const zones = [
  // ui and services know nothing of features, routes or the app
  { target: './src/ui', from: ['./src/features', './src/routes', './src/machines', './server'] },
  { target: './src/services', from: ['./src/features', './src/routes', './src/ui', './server'] },
  // machines import no service, no UI
  { target: './src/machines', from: ['./src/services', './src/features', './src/routes', './src/ui', './server'] },
  // features are composed by routes, never the other way round
  { target: './src/features', from: ['./src/routes', './server'] },
  { target: './src/mocks', from: ['./src/features', './src/routes', './server'] },
  // the server shares only the contract and the machines-free parts of services with the app
  { target: './server', from: ['./src/features', './src/routes', './src/ui', './src/machines'] },
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'Features never import each other; move the shared piece to src/ui or src/services.',
  })),
]

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'node_modules',
      '.data',
      'reports',
      'artifacts',
      'src/routeTree.gen.ts',
      'contracts/cache',
      'contracts/artifacts',
      'public/mockServiceWorker.js',
      'hardhat.config.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { koi: { rules: { 'import-zones': importZones } }, 'react-hooks': reactHooks },
    rules: {
      'koi/import-zones': ['error', { zones }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['src/machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: ['react', 'react-dom', 'viem', 'sonner'], patterns: ['@tanstack/*', 'wagmi', '@reown/*'] },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
)
