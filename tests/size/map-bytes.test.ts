// The regions map's engine (MapLibre, about 290 KB gzip and its worker) is downloaded only by the regions screen: it is
// not in what /login or the dashboard fetch (their HTML, the entry and the chunks of their routes, with every static
// import), read from the build's manifest (dist/.vite/manifest.json) like login-bytes.test.ts.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'

type Chunk = { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[] }
type Manifest = Record<string, Chunk>

const dist = 'dist'
const manifestFile = join(dist, '.vite/manifest.json')
const mapModule = 'src/features/employees/region-map.tsx'

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

/** Everything a page's routes make the browser fetch: the entry and each route file's code-split chunks, with their static imports. */
function downloadOf(manifest: Manifest, routes: string[]): Set<string> {
  const files = withStaticImports(manifest, 'index.html', new Set())
  const keys = Object.keys(manifest).filter((key) => routes.includes(key.split('?')[0]!))
  expect(keys.length, `route chunks of ${routes.join(', ')}`).toBeGreaterThanOrEqual(routes.length - 1)
  for (const key of keys) withStaticImports(manifest, key, files)
  return files
}

const pages = {
  '/login': ['src/routes/__root.tsx', 'src/routes/_auth/route.tsx', 'src/routes/_auth/login.tsx'],
  '/dashboard': ['src/routes/__root.tsx', 'src/routes/_app/route.tsx', 'src/routes/_app/dashboard.tsx'],
}

describe('the map engine stays on the map screen', () => {
  it.each(Object.entries(pages))("is not in %s's download", (_page, routes) => {
    if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: run npm run build first`)
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest
    const map = manifest[mapModule]
    expect(map, `${mapModule} is its own chunk`).toBeDefined()
    const files = downloadOf(manifest, routes)
    expect([...files]).not.toContain(map!.file)
    for (const file of files) {
      if (file.endsWith('.js')) expect(readFileSync(join(dist, file), 'utf8'), file).not.toContain('maplibregl-')
    }
  })

  it('is loaded by the regions screen and the employee form only when they show a map (a dynamic import)', () => {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest
    const importers = Object.entries(manifest).filter(([, chunk]) => chunk.dynamicImports?.includes(mapModule))
    expect(importers.map(([key]) => key).sort()).toEqual([
      expect.stringMatching(/^_employee-form-[\w-]+\.js$/),
      'src/routes/_app/employees/regions.tsx?tsr-split=component---loader',
    ])
    const statically = Object.entries(manifest).filter(([, chunk]) => chunk.imports?.includes(mapModule))
    expect(statically).toEqual([])
    expect(readFileSync(join(dist, manifest[mapModule]!.file), 'utf8')).toContain('maplibregl-')
  })
})

// The scanner (issue 34): its dialog, the barcode-detector polyfill and ZXing's WebAssembly are fetched only when a Scan
// button is pressed, so /login and the dashboard download none of them.
const scanModule = 'src/features/catalogue/scan-dialog.tsx'

describe('the scanner stays behind its Scan button', () => {
  it.each(Object.entries(pages))("is not in %s's download", (_page, routes) => {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest
    const scan = manifest[scanModule]
    expect(scan, `${scanModule} is its own chunk`).toBeDefined()
    const files = [...downloadOf(manifest, routes)]
    expect(files).not.toContain(scan!.file)
    expect(files.filter((file) => /zxing|barcode|ponyfill/i.test(file))).toEqual([])
    const heavy = Object.entries(manifest).filter(([key]) => key.includes('barcode-detector') || key.includes('zxing-wasm'))
    expect(heavy.length).toBeGreaterThan(0)
    for (const [, chunk] of heavy) expect(files).not.toContain(chunk.file)
  })

  it('is loaded only by the Scan button (a dynamic import)', () => {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest
    const statically = Object.entries(manifest).filter(([, chunk]) => chunk.imports?.includes(scanModule))
    expect(statically).toEqual([])
    expect(Object.values(manifest).some((chunk) => chunk.dynamicImports?.includes(scanModule))).toBe(true)
  })
})

// What installing the app downloads: every file of the service worker's precache list (dist/sw.js). The map's engine is
// not among them (vite.config.ts leaves it out): the regions screen fetches it when it opens, and the map's "Save for
// offline" keeps it (sw/sw.ts). With the engine an install was about 1 MB gzip: 561 KB without it, and the engine's chunk
// 288 KB, its worker 144 KB and its stylesheet 10 KB.
const installBudgetBytes = 600 * 1024

describe("an install's precache", () => {
  const precached = () => [...readFileSync(join(dist, 'sw.js'), 'utf8').matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]!)

  it('leaves out the map engine: its chunk, its stylesheet and its worker', () => {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest & Record<string, { assets?: string[] }>
    const map = manifest[mapModule]!
    const engine = [map.file, ...(map.css ?? []), ...(map.assets ?? [])]
    expect(engine.some((file) => file.includes('maplibre-gl-worker'))).toBe(true)
    const list = precached()
    expect(list.length).toBeGreaterThan(50)
    for (const file of engine) expect(list).not.toContain(file)
  })

  it(`stays within ${(installBudgetBytes / 1024).toFixed(0)} KB gzip`, () => {
    const total = precached().reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length, 0)
    console.log(`${(total / 1024).toFixed(1)} KB  the install's precache (gzip -9), budget ${(installBudgetBytes / 1024).toFixed(0)} KB`)
    expect(total).toBeLessThanOrEqual(installBudgetBytes)
  })
})
