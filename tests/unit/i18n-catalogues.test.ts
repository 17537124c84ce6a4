// The catalogues are whole (every key in every language, with the same placeholders), the compiled message modules are
// the catalogues' (src/paraglide/m, written when the tests start: vitest.config.ts), and no screen shows text written outside them (docs: src/ui/README.md#i18n).
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { compileAll, locales, readCatalogues, writtenFiles } from '../../scripts/i18n.mjs'
import { untranslated } from './untranslated'

const catalogues = readCatalogues()
const placeholders = (entry: unknown) => [...new Set([...JSON.stringify(entry).matchAll(/(?<!\\)\{([A-Za-z][A-Za-z0-9]*)\}/g)].map((match) => match[1]))].sort()

describe('the catalogues', () => {
  it('have every key in every language, with the same placeholders', () => {
    const problems: string[] = []
    for (const [area, byLocale] of Object.entries(catalogues)) {
      const keys = new Set(locales.flatMap((locale) => Object.keys(byLocale[locale] ?? {})))
      for (const key of keys)
        for (const locale of locales) {
          const entry = byLocale[locale]?.[key]
          if (entry === undefined) problems.push(`messages/${locale}/${area}.json has no "${key}"`)
          else if (placeholders(entry).join() !== placeholders(byLocale.en?.[key]).join())
            problems.push(`messages/${locale}/${area}.json: "${key}" has other placeholders`)
        }
    }
    expect(problems).toEqual([])
  })

  it('are compiled: src/paraglide/m is what the catalogues compile to, and build output git does not keep', () => {
    const files = compileAll()
    expect(writtenFiles().sort()).toEqual(Object.keys(files).sort())
    for (const [name, text] of Object.entries(files)) expect(readFileSync(join('src/paraglide/m', name), 'utf8'), `${name}: run npm run i18n`).toBe(text)
    expect(execFileSync('git', ['check-ignore', 'src/paraglide/m/kit.ts'], { encoding: 'utf8' }).trim()).toBe('src/paraglide/m/kit.ts')
    expect(execFileSync('git', ['ls-files', 'src/paraglide', 'src/contract/i18n/m'], { encoding: 'utf8' })).toBe('')
  })
})

/** Props whose string a person reads or hears. */
const shownProps = new Set([
  'aria-label',
  'aria-description',
  'placeholder',
  'title',
  'alt',
  'label',
  'description',
  'text',
  'heading',
  'submitLabel',
  'what',
  'hint',
])
const hasWords = (text: string) => /\p{L}{2,}/u.test(text)

/** `file:line "text"` for each text of a .tsx file that is JSX text or a shown prop's string literal. */
function textsOutsideCatalogues(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const found: string[] = []
  const add = (node: ts.Node, text: string) => found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} "${text.trim()}"`)
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) add(node, node.text)
    if (ts.isJsxAttribute(node) && shownProps.has(node.name.getText(source)) && node.initializer) {
      const value = node.initializer
      const literal = ts.isStringLiteral(value)
        ? value
        : ts.isJsxExpression(value) && value.expression && ts.isStringLiteralLike(value.expression)
          ? value.expression
          : undefined
      if (literal && hasWords(literal.text)) add(node, literal.text)
      if (ts.isJsxExpression(value) && value.expression && ts.isTemplateExpression(value.expression)) add(node, value.expression.getText(source))
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

const tsxFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    return entry.isDirectory() ? tsxFiles(path) : entry.name.endsWith('.tsx') ? [path] : []
  })

describe('texts on screen', () => {
  const files = tsxFiles('src').filter((file) => file !== join('src', 'prerender.tsx'))

  it('come from the catalogues, outside the files not translated yet', () => {
    const listed = new Set(untranslated)
    expect(files.filter((file) => !listed.has(file)).flatMap(textsOutsideCatalogues)).toEqual([])
    // Every source file parsed: seconds on a loaded machine.
  }, 30_000)

  it('are still written in the code in every file listed as not translated yet (the list only shrinks)', () => {
    expect(untranslated.filter((file) => !existsSync(file) || textsOutsideCatalogues(file).length === 0)).toEqual([])
  })
})

/** Calls and properties of the server that hand a text to a person: a refusal's message, a list's, a record's... */
const sayingCalls = new Set(['fail', 'found', 'invalid', 'listRoute', 'refuse', 'uploadLimit', 'answer', 'created', 'answerCreated'])
const sayingProps = new Set(['message', 'error', 'notFound', 'taken', 'said'])
/** Words for a person ('Promo codes loaded'), not a machine's token ('ok', 'text/csv'). */
const sentence = (text: string) => hasWords(text) && (/\s/.test(text) || /^\p{Lu}/u.test(text))

/** `file:line "text"` for each string written in a server file where a message is handed to an answer. */
function serverTextsOutsideCatalogues(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TS)
  const found: string[] = []
  const check = (node: ts.Node | undefined) => {
    const text = !node ? undefined : ts.isStringLiteralLike(node) ? node.text : ts.isTemplateExpression(node) ? node.getText(source) : undefined
    if (node && text !== undefined && sentence(text)) found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} "${text}"`)
  }
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && sayingProps.has(node.name.getText(source))) check(node.initializer)
    if (ts.isCallExpression(node) && sayingCalls.has(node.expression.getText(source).split('.').pop() ?? '')) node.arguments.forEach(check)
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

const files = (dir: string, ending: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    return entry.isDirectory() ? files(path, ending) : entry.name.endsWith(ending) ? [path] : []
  })

describe("the server's answers", () => {
  it('take their messages from the catalogues, in the language asked for (the operator commands of server/ops speak English)', () => {
    const serverFiles = files('server', '.ts').filter((file) => !file.startsWith(join('server', 'ops')))
    expect(serverFiles.flatMap(serverTextsOutsideCatalogues)).toEqual([])
  }, 30_000)
})
