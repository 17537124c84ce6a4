import js from '@eslint/js'
import pluginQuery from '@tanstack/eslint-plugin-query'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// Import direction: contract, paraglide (the message modules, generated) <- lib <- ui <- features/<area> <- routes <-
// main.tsx, router.tsx; features do not import each other; server/ and sw/ take nothing from src/ but src/contract and
// src/paraglide; tests may import anything.
const layers = [
  { home: 'src/contract', base: 'src', allowed: ['contract', 'paraglide'] },
  { home: 'src/lib', base: 'src', allowed: ['lib', 'contract', 'paraglide'] },
  { home: 'src/ui', base: 'src', allowed: ['ui', 'lib', 'contract', 'paraglide'] },
  { home: 'src/features/*', base: 'src', allowed: ['ui', 'lib', 'contract', 'paraglide'], kitOnly: true },
  { home: 'src/routes', base: 'src', allowed: ['routes', 'features', 'ui', 'lib', 'contract', 'paraglide'] },
  { home: 'server', base: '.', allowed: ['server', 'src/contract', 'src/paraglide'] },
  { home: 'sw', base: '.', allowed: ['sw', 'src/contract', 'src/paraglide'] },
]

// Imports are relative, so the rule is written per folder depth: from a file `depth` folders below `base`,
// `../` repeated `depth` times lands on `base`, where only the `allowed` folders may be named.
const deepest = 6
const ups = (count) => `^(\\.\\./){${count}}`
const folderCount = (path) => (path === '.' ? 0 : path.split('/').length)
const betweenFeatures = 'Features do not import each other: move what they share to src/ui or src/lib.'

// The kits' own pieces: an area builds a list page with ResourceListScreen, a record page with AddScreen/EditScreen and a
// form with useResourceForm (ResourceForm, or FormFrame for its own layout), never with what those are made of.
const kitOnly = [
  {
    regex: '/ui/list/(list-screen|list-view|list-body|list-toolbar|list-cards|filter-bar|filter-chips|search-input|pagination|use-list-search)$',
    message: 'A list page is a ResourceListScreen (src/ui/list/resource-list-screen.tsx): give it a slot rather than wiring its parts.',
  },
  { regex: '/ui/list/data-table$', importNames: ['DataTable'], message: 'A list page is a ResourceListScreen: its rows and cards come with it.' },
  {
    regex: '/ui/form/(use-edit-draft|form-state|leave-dialog|saved-rows|reveal-problem|stale-alert)$',
    message:
      'Forms use useResourceForm with ResourceForm or FormFrame, one-click writes useRecordWrite (src/ui/form): drafts, keys, leave guard and cache come with them.',
  },
  {
    regex: '/lib/optimistic-row$',
    message: 'A status switch is useStatusColumn (src/ui/list/status-column.tsx); a saved row reaches the cache through the form kit.',
  },
]

/** One config block per folder depth below `home` (a glob, `src/features/*` for each feature). */
function importDirection({ home, base, allowed, kitOnly: withKitOnly = false }) {
  const levels = folderCount(home) - folderCount(base)
  const message = `${home.replace('/*', '/<area>')} imports only from ${allowed.map((folder) => `${base}/${folder}`.replace('./', '')).join(', ')} and packages.`
  return Array.from({ length: deepest }, (_, nested) => {
    const depth = levels + nested
    const patterns = [
      { regex: `${ups(depth)}(?!\\.\\./)(?!(${allowed.join('|')})(/|$))`, message },
      { regex: ups(depth + 1), message: `Do not import from outside ${base}/.` },
    ]
    // Below a feature folder, climbing out of it lands among the other features.
    if (levels > 1) patterns.push({ regex: `${ups(nested + 1)}(?!\\.\\./)`, message: betweenFeatures })
    if (withKitOnly) patterns.push(...kitOnly)
    return { files: [`${home}/${'*/'.repeat(nested)}*.{ts,tsx}`], rules: { 'no-restricted-imports': ['error', { patterns }] } }
  })
}

// The list kits: the only server files that may answer a list by hand or write its paging, ordering and count.
// (Rule keyed on the imported names, so it holds wherever the kit files live; only this list names them.)
const listKitFiles = ['server/kit/list-answer.ts', 'server/kit/resource-routes.ts', 'server/kit/resource-reads.ts', 'server/kit/list-query.ts']
const listKitNames = ['listAnswer', 'orderingSql', 'pageAndTotal', 'pageOf', 'totalOf']
// The database folders gather the schema with `export *` and `import * as schema`, which name no list helper.
const listKitOnly = {
  regex: '^\\.',
  importNames: listKitNames,
  message: 'Lists go through the kits: resourceReads for the read, resourceRoutes or listRoute for the route.',
}
// The kits, the platform's services, accounts and storage serve every area and know none: areas contribute to them
// through their area.ts (routes, tiles, finders, seed, a new organisation's defaults), collected in server/areas/index.ts.
const noAreas = {
  regex: '^(\\.\\./)+areas(/|$)',
  message: 'server/kit, server/platform, server/auth and server/db know no area: let the area contribute through its area.ts.',
}
const servesEveryArea = ['server/kit/**/*.ts', 'server/platform/**/*.ts', 'server/auth/**/*.ts', 'server/db/**/*.ts']
const betweenAreas = "One area uses another only through its public surface, server/areas/<area>/index.ts: import '../<area>'."

export default tseslint.config(
  { ignores: ['dist', 'dist-server', '.tsbuild', 'node_modules', 'src/routeTree.gen.ts', 'src/paraglide', '.data', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: ['server/**/*.ts', 'tests/**/*.{ts,tsx}', 'scripts/**/*.{js,mjs,ts}', '*.config.{js,ts}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.object.name=/^(it|test|describe)$/][callee.property.name=/^(only|skip|todo)$/]',
          message: 'No focused or skipped tests.',
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      // Hono's `c.var` copies every variable of the request into a new object on each read (issue 36); `c.get` reads one.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.object.name=/^(it|test|describe)$/][callee.property.name=/^(only|skip|todo)$/]',
          message: 'No focused or skipped tests.',
        },
        { selector: "MemberExpression[property.name='var']", message: "Read a request's variable with c.get('name'), not c.var." },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'sw/**/*.ts', 'tests/**/*.{ts,tsx}', 'scripts/**/*.{js,mjs,ts}'],
    ignores: ['server/db/migrations/**'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }] },
  },
  ...layers.flatMap(importDirection),
  {
    // A separate rule name from the layers' no-restricted-imports, so the two do not override each other.
    files: ['server/**/*.ts'],
    ignores: [...listKitFiles, ...servesEveryArea, 'server/areas/ads/service/db/**', 'server/areas/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [listKitOnly] }] },
  },
  {
    files: servesEveryArea,
    ignores: [...listKitFiles, 'server/db/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [listKitOnly, noAreas] }] },
  },
  {
    files: [...listKitFiles, 'server/db/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [noAreas] }] },
  },
  // An area reaches another only through its index.ts (its public surface); the area's routes and seed are its area.ts.
  ...Array.from({ length: deepest }, (_, nested) => ({
    files: [`server/areas/*/${'*/'.repeat(nested)}*.ts`],
    ignores: ['server/areas/ads/service/db/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            listKitOnly,
            { regex: `${ups(nested + 1)}(?!\\.\\.)[^/]+/(?!index$).+`, message: betweenAreas },
            // Climbing out of server/areas and back in ('../../areas/x/reads', '../../../server/areas/x/reads') is the same reach.
            { regex: `${ups(nested + 2)}(\\.\\./)*(server/)?areas(/|$)`, message: betweenAreas },
          ],
        },
      ],
    },
  })),
  {
    files: ['server/areas/ads/service/db/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ regex: `${ups(3)}(?!\\.\\.)[^/]+/(?!index$).+`, message: betweenAreas }] }],
    },
  },
)
