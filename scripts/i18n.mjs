// Compiles the catalogues in messages/<locale>/<area>.json into typed message modules with Paraglide JS's message
// compiler, into src/paraglide/m/ (build output, git-ignored, written again whenever it is missing or stale): `<area>.ts`,
// what the app and the server import (`import * as m from '.../paraglide/m/<area>'`), one module per text with its
// English, and `<area>.hi.ts`, the area's Hindi. English is imported statically (tree-shaken like any module); each area's
// Hindi is its own chunk, loaded (hindi.ts) only where Hindi is spoken and only for the areas of the page opened
// (src/contract/i18n/load.ts), so an English user's download carries no Hindi and a Hindi user's only what they open.
// Paraglide's own `compile` cannot do that (its message modules hold every language's text), hence this wrapper.
// See src/ui/README.md (Texts in English and Hindi).
//
//   node scripts/i18n.mjs   write the modules (npm's prepare, and dev, build, typecheck and the tests through the Vite plugin)
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { compileMessage } from '@inlang/paraglide-js'

export const locales = ['en', 'hi']
const baseLocale = 'en'
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const catalogueDir = join(root, 'messages')
const outDir = join(root, 'src/paraglide/m')
const identifier = /^[a-z][A-Za-z0-9]*$/

/**
 * Texts an area gives to screens beyond its own (its declaration, src/contract/areas.ts): its sidebar names (`nav…`, the
 * shell's sidebar and palette on every signed-in page), its palette actions (`palette…`) and its record types' names
 * (`recordType…`, the Activity screen, webhooks). Each is written in the area's catalogue and imported from the area's
 * module like any other, but its Hindi travels in the Hindi module of the catalogue whose screens show it, so a Hindi
 * page shows every area's names without loading every area's Hindi.
 */
const sharedWith = { nav: 'shell', palette: 'palette', recordType: 'history' }
const hostOf = (key) => Object.entries(sharedWith).find(([prefix]) => new RegExp(`^${prefix}[A-Z]`).test(key))?.[1]

/** `Hello {name}` as an inlang pattern; `\{` is a literal brace. */
function parsePattern(text, where) {
  const pattern = []
  const parts = text.split(/(\\\{|\\\}|\{[A-Za-z][A-Za-z0-9]*\})/)
  for (const part of parts) {
    if (!part) continue
    if (part === '\\{' || part === '\\}') pattern.push({ type: 'text', value: part[1] })
    else if (part.startsWith('{')) pattern.push({ type: 'expression', arg: { type: 'variable-reference', name: part.slice(1, -1) } })
    else if (/[{}]/.test(part)) throw new Error(`${where}: a lone brace in "${text}" (write \\{ for a brace)`)
    else pattern.push({ type: 'text', value: part })
  }
  return pattern.reduce((merged, node) => {
    const last = merged.at(-1)
    if (last?.type === 'text' && node.type === 'text') last.value += node.value
    else merged.push({ ...node })
    return merged
  }, [])
}

const inputsOf = (pattern) => pattern.filter((node) => node.type === 'expression').map((node) => node.arg.name)

/** `input count` and `local countPlural = count: plural`, as in inlang's message format (numbers are formatted by the code). */
function parseDeclaration(text, where) {
  const input = /^input ([A-Za-z][A-Za-z0-9]*)$/.exec(text)
  if (input) return { type: 'input-variable', name: input[1] }
  const local = /^local ([A-Za-z][A-Za-z0-9]*) = ([A-Za-z][A-Za-z0-9]*): (plural)((?: [a-zA-Z]+=[a-zA-Z0-9]+)*)$/.exec(text)
  if (!local) throw new Error(`${where}: cannot read the declaration "${text}"`)
  const options = local[4]
    .trim()
    .split(' ')
    .filter(Boolean)
    .map((option) => {
      const [name, value] = option.split('=')
      return { name, value: { type: 'literal', value } }
    })
  const annotation = { type: 'function-reference', name: local[3], options }
  return { type: 'local-variable', name: local[1], value: { type: 'expression', arg: { type: 'variable-reference', name: local[2] }, annotation } }
}

/** One catalogue entry as a message: a text, or `[{ declarations, selectors, match }]` for plurals. */
function toMessage(key, value, locale, where) {
  const id = `${key}_${locale}`
  if (typeof value === 'string') {
    const pattern = parsePattern(value, where)
    const declarations = inputsOf(pattern).map((name) => ({ type: 'input-variable', name }))
    return { declarations, message: { id, bundleId: key, locale, selectors: [] }, variants: [{ id: `${id}_0`, messageId: id, matches: [], pattern }] }
  }
  if (!Array.isArray(value) || value.length !== 1 || typeof value[0]?.match !== 'object')
    throw new Error(`${where}: a text or [{ declarations, selectors, match }]`)
  const [{ declarations = [], selectors = [], match }] = value
  const variants = Object.entries(match).map(([keys, text], index) => ({
    id: `${id}_${index}`,
    messageId: id,
    matches: keys.split(/\s*,\s*/).map((pair) => {
      const [name, wanted] = pair.split('=')
      return wanted === '*' ? { type: 'catchall-match', key: name } : { type: 'literal-match', key: name, value: wanted }
    }),
    pattern: parsePattern(text, where),
  }))
  return {
    declarations: declarations.map((text) => parseDeclaration(text, where)),
    message: { id, bundleId: key, locale, selectors: selectors.map((name) => ({ type: 'variable-reference', name })) },
    variants,
  }
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'))
const areasOf = (locale) =>
  existsSync(join(catalogueDir, locale))
    ? readdirSync(join(catalogueDir, locale))
        .filter((file) => file.endsWith('.json'))
        .map((file) => file.slice(0, -'.json'.length))
    : []

/** Every area's entries per language: { area: { en: {...}, hi: {...} } }. */
export function readCatalogues() {
  const areas = [...new Set(locales.flatMap(areasOf))].sort()
  return Object.fromEntries(
    areas.map((area) => [
      area,
      Object.fromEntries(
        locales.map((locale) => [locale, existsSync(join(catalogueDir, locale, `${area}.json`)) ? readJson(join(catalogueDir, locale, `${area}.json`)) : {}]),
      ),
    ]),
  )
}

const header = '// Written by scripts/i18n.mjs from messages/*/<area>.json (build output): edit the catalogues instead.\n'

/** A compiled message whose body is one text (no plural): its template literal, to write it inline. */
const singleText = (code) => /^\((?:i)?\) => \{\s*return \((`(?:[^`\\]|\\.)*`)\)\s*\};?$/s.exec(code)?.[1]

/**
 * The modules of one area: `<area>.ts`, what the code imports, with the English texts written in it (nothing more to load,
 * and what a page does not use is tree-shaken), and `<area>.hi.ts`, the Hindi texts, loaded by ./hindi.ts where spoken.
 */
function areaModules(area, catalogue, shared) {
  const keys = Object.keys(catalogue[baseLocale])
  const compiled = {}
  const typeOf = {}
  const usesRegistry = {}
  for (const locale of locales) {
    compiled[locale] = {}
    for (const key of keys) {
      const where = `messages/${locale}/${area}.json: ${key}`
      if (!identifier.test(key)) throw new Error(`${where}: keys are camelCase identifiers`)
      const value = catalogue[locale][key] ?? catalogue[baseLocale][key]
      const { declarations, message, variants } = toMessage(key, value, locale, where)
      const inputs = declarations.filter((declaration) => declaration.type === 'input-variable').map((declaration) => declaration.name)
      if (locale === baseLocale) typeOf[key] = inputs.length ? `{ ${inputs.map((name) => `${name}: string | number`).join('; ')} }` : undefined
      const code = compileMessage(declarations, message, variants, {}, 'Inputs')
        .code.replace(/\/\*\*[^*]*\*\/ /g, '')
        .replace(/;\s*$/, '')
      usesRegistry[locale] ||= code.includes('registry.')
      compiled[locale][key] = code
    }
  }
  const registry = (locale, up) => (usesRegistry[locale] ? `import * as registry from '${up}contract/i18n/registry'\n` : '')
  const hindiOf = (key, name) => `export const ${name} = ${compiled.hi[key].replace(/^\((i)?\)/, (_, i) => (i ? `(i: ${typeOf[key]})` : '()'))}`
  const hindiLines = keys.filter((key) => !hostOf(key) || area === hostOf(key)).map((key) => hindiOf(key, key))
  for (const key of keys.filter((key) => hostOf(key) && area !== hostOf(key))) (shared[hostOf(key)] ??= []).push([key, hindiOf(key, key)])
  const files = {
    [`${area}.hi.ts`]: `${header}${registry('hi', '../../')}\n${hindiLines.join('\n') || 'export {}'}\n`,
    [`${area}.ts`]: `${header}\n${keys.map((key) => `export { ${key} } from './${area}/${key}'`).join('\n') || 'export {}'}\n`,
  }
  for (const key of keys) {
    const text = typeOf[key] ? undefined : singleText(compiled.en[key])
    const english = text ?? compiled.en[key].replace(/^\((i)?\)/, (_, i) => (i ? `(i: ${typeOf[key]})` : '()'))
    const type = typeOf[key] ? `Message<${typeOf[key]}>` : 'Message'
    const host = hostOf(key) ?? area
    files[`${area}/${key}.ts`] = [
      `import { message, type Message } from '../../../contract/i18n/locale'`,
      compiled.en[key].includes('registry.') ? `import * as registry from '../../../contract/i18n/registry'` : '',
      '',
      `export const ${key}: ${type} = /* @__PURE__ */ message('${host}', '${key}', ${english})`,
      '',
    ]
      .filter((line, index) => line !== '' || index !== 1)
      .join('\n')
  }
  return files
}

/** `hindi.ts`: how each area's Hindi module is loaded (the app loads those of the page it opens, Node loads them all). */
function hindiLoaders(areas) {
  return [
    header,
    `export const hindiModules: Record<string, () => Promise<object>> = {`,
    ...areas.map((area) => `  '${area}': () => import('./${area}.hi'),`),
    '}',
    '',
  ].join('\n')
}

export function compileAll() {
  const catalogues = readCatalogues()
  const shared = {}
  const modules = Object.entries(catalogues).map(([area, catalogue]) => areaModules(area, catalogue, shared))
  const files = Object.assign({ 'hindi.ts': hindiLoaders(Object.keys(catalogues)) }, ...modules)
  // The areas' shared texts (sharedWith), after the host's own Hindi; plain texts only (a plural would need the registry).
  // Under their own names, so each must be unique among the host's texts.
  for (const [host, entries] of Object.entries(shared)) {
    const names = [...Object.keys(catalogues[host]?.[baseLocale] ?? {}), ...entries.map(([key]) => key)]
    const twice = names.find((name, index) => names.indexOf(name) !== index)
    if (twice) throw new Error(`Two catalogues have "${twice}", a text shown by ${host}: give one another name`)
    const lines = entries.map(([, line]) => line)
    if (lines.some((line) => line.includes('registry.'))) throw new Error(`A text shared with ${host} cannot be a plural`)
    files[`${host}.hi.ts`] = `${files[`${host}.hi.ts`].replace(/export \{\}\n$/, '')}${lines.join('\n')}\n`
  }
  return files
}

/** The files of src/paraglide/m, as names relative to it. */
export const writtenFiles = (dir = outDir) =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    : []

/**
 * Writes the modules that are missing or out of date and removes the ones no catalogue has any more; returns the names
 * changed. Files already right are left alone (no reload in dev), and each is written whole (a temporary file renamed),
 * so two processes generating at once (the test projects) never read half a file.
 */
export function generate() {
  const files = compileAll()
  const changed = []
  for (const [name, text] of Object.entries(files)) {
    const file = join(outDir, name)
    if (existsSync(file) && readFileSync(file, 'utf8') === text) continue
    mkdirSync(dirname(file), { recursive: true })
    const temporary = `${file}.${process.pid}.tmp`
    writeFileSync(temporary, text)
    renameSync(temporary, file)
    changed.push(name)
  }
  for (const name of writtenFiles()) {
    if (name in files) continue
    rmSync(join(outDir, name), { force: true })
    changed.push(name)
  }
  return changed
}

let generated = false

/** A Vite plugin: the modules are written when Vite starts (build, dev, the tests) and again when a catalogue changes. */
export function messages() {
  return {
    name: 'back-office:messages',
    config() {
      // Once a process: the test projects each resolve the configuration.
      if (!generated) generate()
      generated = true
    },
    configureServer(server) {
      server.watcher.add(catalogueDir)
      server.watcher.on('all', (_event, file) => {
        if (file.startsWith(catalogueDir) && file.endsWith('.json')) generate()
      })
    },
  }
}

if (import.meta.url === `file://${process.argv[1]}`) generate()

/**
 * A Vite plugin: `import * as m from '.../paraglide/m/<area>'` becomes one import per text used (`m.signIn` from
 * `.../m/<area>/signIn`), so each text travels in the chunk of the code that shows it. Through the area's list every text
 * of the area would go to the first chunk that imports the list (the sign-in screen's texts into every page's download).
 */
export function messageImports() {
  const importLine = /import \* as (\w+) from '((?:\.\.?\/)+(?:[\w-]+\/)*paraglide\/m\/([\w-]+))'\n?/g
  return {
    name: 'back-office:message-imports',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('node_modules') || !/\.[jt]sx?$/.test(id.split('?')[0]) || !code.includes('/paraglide/m/')) return undefined
      let rewritten = code
      for (const [line, name, path, area] of code.matchAll(importLine)) {
        const keys = new Set([...code.matchAll(new RegExp(`\\b${name}\\.([A-Za-z][A-Za-z0-9]*)\\b`, 'g'))].map((match) => match[1]))
        const imports = [...keys].map((key) => `import { ${key} as ${name}$${key} } from '${path}/${key}'\n`).join('')
        rewritten = rewritten.replace(line, imports).replace(new RegExp(`\\b${name}\\.([A-Za-z][A-Za-z0-9]*)\\b`, 'g'), `${name}$$$1`)
        if (!area) throw new Error(`${id}: cannot read the messages import`)
      }
      return { code: rewritten, map: null }
    },
  }
}
