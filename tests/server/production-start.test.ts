import { execSync, spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from './api-process'
import { replayFinalStage } from './dockerfile'

// issue 32: `npm run build` once, then `npm run serve` starts the built server (dist-server) with no build step
// and no dev dependency (a production install has `npm ci --omit=dev`). The server bundle keeps its packages
// external (esbuild --packages=external), so every package it imports must be a dependency.

type Manifest = { scripts: Record<string, string>; dependencies: Record<string, string>; devDependencies: Record<string, string> }
const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as Manifest
// Inside the project (.data/ is git-ignored): the bundle finds its packages in node_modules above it, as dist-server does.
mkdirSync('.data', { recursive: true })
const root = mkdtempSync(resolve('.data', 'test-dist-'))
const out = join(root, 'dist-server')

beforeAll(() => {
  // The project's own build:server command, into a folder of this test's.
  const command = manifest.scripts['build:server']!.replace(/rm -rf dist-server && /, '').replace('--outdir=dist-server', `--outdir=${out}`)
  execSync(command, { stdio: 'inherit' })
}, 120_000)
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** The package of a bare import ('drizzle-orm/pg-core' -> 'drizzle-orm', '@hono/node-server/conninfo' -> '@hono/node-server'). */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/')
const builtin = new Set(builtinModules)

function importedPackages(): string[] {
  const found = new Set<string>()
  for (const file of readdirSync(out).filter((name) => name.endsWith('.js'))) {
    const text = readFileSync(join(out, file), 'utf8')
    // esbuild writes its imports one a line with double quotes: `import x from "pkg";`, `export ... from "pkg";`,
    // `import "pkg";`, and the dynamic `import("pkg")`.
    const statements = text.matchAll(/^\s*(?:import|export)\b[^;"]*?(?:\bfrom\s*)?"([^"]+)";?\s*$/gm)
    const dynamic = text.matchAll(/\bimport\(\s*"([^"]+)"\s*\)/g)
    for (const match of [...statements, ...dynamic]) {
      const specifier = match[1]!
      if (/^[./]/.test(specifier) || specifier.startsWith('node:') || builtin.has(packageOf(specifier))) continue
      found.add(packageOf(specifier))
    }
  }
  return [...found].sort()
}

describe('the production start', () => {
  it('`npm run serve` runs the built server with no build step; `npm start` builds, makes the demo snapshot if useful, then serves', () => {
    const serve = manifest.scripts.serve!
    expect(serve).toMatch(/\bnode dist-server\/main\.js$/)
    expect(serve).not.toMatch(/build|tsx|vite|esbuild/)
    expect(manifest.scripts.start).toBe('npm run build && node dist-server/main.js --demo-snapshot && npm run serve')
  })

  it('imports at run time only packages listed in dependencies', () => {
    const packages = importedPackages()
    expect(packages).toContain('hono')
    expect(packages.filter((name) => !(name in manifest.dependencies))).toEqual([])
  })

  it('the Dockerfile replayed: its final stage in a clean folder, started as CMD does, is ready, passes HEALTHCHECK, drains on SIGTERM', async () => {
    // The build stage is this file's esbuild run (dist-server) and a one-page app: the API is what is checked, and
    // `npm test` builds the real app beside this suite. README "Container" says what the replay does and does not do.
    const image = mkdtempSync(join(tmpdir(), 'backoffice-image-'))
    const app = join(root, 'app')
    mkdirSync(app)
    writeFileSync(join(app, 'index.html'), '<!doctype html><title>Back office</title>')
    const replay = replayFinalStage(readFileSync('Dockerfile', 'utf8'), image, { 'dist-server': out, dist: app })
    expect(replay.replayed.map((step) => step.split(' ')[0])).toEqual(expect.arrayContaining(['RUN', 'COPY', 'USER', 'HEALTHCHECK', 'CMD']))
    expect(replay.cmd).toEqual(['node', 'dist-server/main.js'])
    const port = await freePort()
    const env: Record<string, string | undefined> = {
      PATH: process.env.PATH,
      HOME: image,
      ...replay.env,
      // What compose.yaml passes to a production start (the SMS and email stand-ins are never reached: nothing is sent).
      PORT: String(port),
      ADS_START: 'off',
      DRAIN_MS: '3000',
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'replay-key',
      MSG91_SENDER_ID: 'BKOFCE',
      MSG91_TEMPLATE_LOGIN: 'replay-login',
      SMTP_URL: 'smtp://127.0.0.1:9',
      MAIL_FROM: 'Back office <noreply@example.com>',
      // The production packages are links into the installed tree: resolved from the link, as npm ci would have placed them.
      NODE_PRESERVE_SYMLINKS: '1',
    }
    expect(env.NODE_ENV).toBe('production')
    const child = spawn(replay.cmd[0]!, replay.cmd.slice(1), { cwd: replay.workdir, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let text = ''
    child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()))
    child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()))
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve))
    const status = (path: string) =>
      fetch(`http://127.0.0.1:${port}${path}`).then(
        (response) => response.status,
        () => 0,
      )
    const healthcheck = () => spawnSync('sh', ['-c', replay.healthcheck], { cwd: replay.workdir, env, timeout: 5000 }).status
    try {
      expect(healthcheck()).toBe(1)
      // Ready, and announced: the line is printed a moment after the server starts answering.
      for (let begun = Date.now(); (await status('/api/ready')) !== 200 || !text.includes('Back office running at');) {
        if (child.exitCode !== null || Date.now() - begun > 120_000) throw new Error(`the replayed image did not become ready:\n${text}`)
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      expect(text).toContain('Back office running at')
      // A production start on the image's embedded folder: migrated, never given the demo data.
      expect(text).not.toContain('Seeded demo data')
      expect(healthcheck()).toBe(0)
      expect(existsSync(join(image, 'data', 'pglite', 'backoffice-data.json'))).toBe(true)
      child.kill('SIGTERM')
      for (let begun = Date.now(); (await status('/api/ready')) !== 503;) {
        if (Date.now() - begun > 5000) throw new Error(`readiness did not turn 503 on SIGTERM:\n${text}`)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      expect(await status('/api/health')).toBe(200)
      expect(healthcheck()).toBe(1)
      expect(await exited).toBe(0)
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL')
      rmSync(image, { recursive: true, force: true })
    }
  }, 150_000)
})
