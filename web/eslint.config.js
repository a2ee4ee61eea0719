// The web's lint (docs/decisions.md "Shared web pieces and the web's lint"): typescript-eslint, React hooks,
// accessibility, and the import fences of the bulletproof-react layout — a feature imports neither another feature
// nor src/app; src/components, src/lib and src/testing import no feature and not src/app.
import { readdirSync } from 'node:fs'
import { globals, js, jsxA11y, reactHooks, tseslint } from './lint/index.js'

/** FEATURES are the folders of src/features as they are today: a feature is fenced the day its folder is made. */
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/** fence forbids imports of src/app and of every feature but `own` (aliased or relative). */
function fence(own) {
  const others = FEATURES.filter((f) => f !== own)
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['@/app', '@/app/*', '**/app/*'],
            message: 'Features, components and lib never import src/app.',
          },
          ...(others.length
            ? [
                {
                  group: others.flatMap((f) => [`@/features/${f}`, `@/features/${f}/*`, `**/features/${f}/*`, `../../${f}/*`]),
                  message: own ? 'A feature never imports another feature.' : 'Shared pieces never import a feature.',
                },
              ]
            : []),
        ],
      },
    ],
  }
}

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'lint/node_modules', 'tools/*/node_modules', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // The two classic rules; the React Compiler's rules (set-state-in-effect, incompatible-library, …) are for
      // code compiled by it, which this app is not.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['src/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['src/**/*.tsx'],
    // A label that wraps its control may carry its text a few elements down (icon and text in spans).
    rules: { 'jsx-a11y/label-has-associated-control': ['error', { assert: 'either', depth: 4 }] },
  },
  ...FEATURES.map((f) => ({ files: [`src/features/${f}/**/*.{ts,tsx}`], rules: fence(f) })),
  { files: ['src/components/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}', 'src/testing/**/*.{ts,tsx}'], rules: fence(null) },
  {
    files: ['e2e/**/*.ts', '*.config.{js,ts}', 'lint/*.{js,mjs}', 'scripts/*.mjs', 'tools/*/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
)
