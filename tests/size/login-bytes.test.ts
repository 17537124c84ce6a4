// The JS + CSS a first visit to /login needs before the sign-in form paints, read from the build
// (dist/index.html and Vite's dist/.vite/manifest.json) rather than a browser, so it is a byte count
// that can fail a test. It counts what tests/bench/bytes.ts saw requested before paint, the same way:
// gzip -9 of each file, 1 KB = 1024 bytes.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'

const budgetBytes = 150 * 1024
const dist = 'dist'
const manifestFile = join(dist, '.vite/manifest.json')
/** The routes /login matches, outermost first; each brings the chunks its code-split components were put in. */
const loginRoutes = ['src/routes/__root.tsx', 'src/routes/_auth/route.tsx', 'src/routes/_auth/login.tsx']

type Chunk = { file: string; src?: string; imports?: string[]; css?: string[] }
type Manifest = Record<string, Chunk>

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const gzipSize = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length

/** What index.html makes the browser fetch on every page: the entry script, its modulepreloads and the stylesheets. */
function namedInHtml(): string[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8')
  return [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!)
}

/** The files of a chunk, of the chunks it imports statically (which the browser fetches with it) and their CSS. */
function withStaticImports(manifest: Manifest, key: string, files: Set<string>, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return files
  seen.add(key)
  const chunk = manifest[key]
  if (!chunk) throw new Error(`${manifestFile} has no chunk ${key}`)
  files.add(chunk.file)
  for (const css of chunk.css ?? []) files.add(css)
  for (const imported of chunk.imports ?? []) withStaticImports(manifest, imported, files, seen)
  return files
}

/** Manifest keys of the lazily loaded pieces of a route file (`src/routes/_auth/login.tsx?tsr-split=component`, ...). */
const splitChunksOf = (manifest: Manifest, route: string) => Object.keys(manifest).filter((key) => key.split('?')[0] === route && key !== route)

function loginFiles(): string[] {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest
  const files = new Set(namedInHtml())
  withStaticImports(manifest, 'index.html', files)
  const routeChunks = loginRoutes.flatMap((route) => splitChunksOf(manifest, route))
  for (const key of routeChunks) withStaticImports(manifest, key, files)
  if (!routeChunks.some((key) => key.startsWith('src/routes/_auth/login.tsx?'))) throw new Error(`No lazy chunk for the /login route in ${manifestFile}`)
  return [...files].sort()
}

/** index.html's own CSS and JS (the theme script, the page for a file that did not load): no file to fetch, but bytes before paint. */
const inlineBudgetBytes = 1.5 * 1024
function inlineCode(): string {
  const html = readFileSync(join(dist, 'index.html'), 'utf8')
  return [...html.matchAll(/<(style|script)\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/\1>/gi)].map((match) => match[2]).join('')
}

describe('bytes /login needs before it paints', () => {
  it(`stay within ${kb(budgetBytes)} gzip`, () => {
    if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: run npm run build first`)
    const sizes = loginFiles().map((file) => ({ file, gzip: gzipSize(file) }))
    const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0)
    console.log(
      [
        ...sizes.map(({ file, gzip }) => `${kb(gzip).padStart(9)}  ${file}`),
        `${kb(total).padStart(9)}  to paint /login (gzip -9), budget ${kb(budgetBytes)}`,
      ].join('\n'),
    )
    expect(total, `JS + CSS to paint /login is ${kb(total)} gzip, over the ${kb(budgetBytes)} budget`).toBeLessThanOrEqual(budgetBytes)
  })

  it(`keep index.html's inline CSS and JS within ${kb(inlineBudgetBytes)} gzip`, () => {
    const gzip = gzipSync(inlineCode(), { level: 9 }).length
    console.log(`${kb(gzip).padStart(9)}  inline <style> and <script> of index.html (gzip -9), budget ${kb(inlineBudgetBytes)}`)
    expect(gzip).toBeLessThanOrEqual(inlineBudgetBytes)
  })

  it('keep the Vite manifest out of the service worker precache', () => {
    expect(readFileSync(join(dist, 'sw.js'), 'utf8')).not.toContain('.vite/')
  })
})
