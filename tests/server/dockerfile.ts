import { cpSync, existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

/**
 * Replays the Dockerfile's final stage in a folder standing for the image's root (no container runtime runs here):
 * the test (production-start.test.ts) then starts what CMD says, in WORKDIR, with ENV, and runs HEALTHCHECK's command.
 */
export type Step = { instruction: string; args: string }
export type Image = { workdir: string; env: Record<string, string>; cmd: string[]; healthcheck: string; replayed: string[] }

/** The steps of the last stage (from its FROM on), continuation lines joined and comments dropped. */
function finalStage(text: string): Step[] {
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
  const steps = lines.map((line) => {
    const [instruction = '', ...rest] = line.split(/\s+/)
    return { instruction: instruction.toUpperCase(), args: rest.join(' ') }
  })
  const from = steps.map((step) => step.instruction).lastIndexOf('FROM')
  return steps.slice(from)
}

/** `A=1 B="two words"`: ENV's pairs (the only form this Dockerfile uses). */
const envPairs = (args: string) => Object.fromEntries([...args.matchAll(/(\w+)=("[^"]*"|\S+)/g)].map(([, key, value]) => [key!, value!.replace(/^"|"$/g, '')]))

/** npm ci --omit=dev, from the lockfile: every package it would install (not `dev`), linked from the installed tree. */
function linkProductionPackages(into: string): number {
  const lock = JSON.parse(readFileSync(join(into, 'package-lock.json'), 'utf8')) as { packages: Record<string, { dev?: boolean }> }
  let linked = 0
  for (const [path, info] of Object.entries(lock.packages)) {
    // Top-level packages only: one nested under another comes with it.
    if (!path.startsWith('node_modules/') || path.slice('node_modules/'.length).includes('node_modules/') || info.dev) continue
    if (!existsSync(resolve(path))) continue // an optional package for another platform
    mkdirSync(dirname(join(into, path)), { recursive: true })
    symlinkSync(resolve(path), join(into, path))
    linked += 1
  }
  return linked
}

/**
 * Replays the final stage into `root` (the image's `/`). `built` names where the build stage's outputs are (the test's
 * own esbuild output for dist-server, the app); anything else of the build stage's /app is the repository's.
 */
export function replayFinalStage(dockerfile: string, root: string, built: Record<string, string>): Image {
  const image: Image = { workdir: root, env: {}, cmd: [], healthcheck: '', replayed: [] }
  const at = (path: string) => (path.startsWith('/') ? join(root, path) : join(image.workdir, path))
  for (const { instruction, args } of finalStage(dockerfile)) {
    // An absolute path in ENV (DATA_DIR=/data/pglite) is one inside the image.
    if (instruction === 'ENV') for (const [key, value] of Object.entries(envPairs(args))) image.env[key] = value.startsWith('/') ? at(value) : value
    else if (instruction === 'WORKDIR') mkdirSync((image.workdir = at(args)), { recursive: true })
    else if (instruction === 'COPY') {
      const parts = args.split(/\s+/)
      const from = parts[0]?.startsWith('--from=') ? parts.shift() : undefined
      const target = parts.pop() ?? '.'
      for (const source of parts) {
        const local = from ? (built[source.replace(/^\/app\//, '')] ?? source.replace(/^\/app\//, '')) : source
        const destination = target.endsWith('/') ? join(at(target), source.split('/').at(-1)!) : at(target)
        cpSync(resolve(local), destination, { recursive: true })
      }
    } else if (instruction === 'RUN' && /^npm ci --omit=dev\b/.test(args)) {
      if (linkProductionPackages(image.workdir) < 10) throw new Error('the lockfile names almost no production package')
    } else if (instruction === 'RUN' && /^mkdir -p (\S+) && chown \S+ \1$/.test(args)) {
      // chown: the replay runs as this test's user, who owns what it made.
      mkdirSync(at(args.split(/\s+/)[2]!), { recursive: true })
    } else if (instruction === 'CMD') image.cmd = JSON.parse(args) as string[]
    else if (instruction === 'HEALTHCHECK') image.healthcheck = args.replace(/^.*?\bCMD\s+/, '')
    else if (!['FROM', 'USER', 'EXPOSE'].includes(instruction)) throw new Error(`the replay does not know the step ${instruction} ${args}`)
    image.replayed.push(`${instruction} ${args}`)
  }
  writeFileSync(join(root, 'replayed.txt'), `${image.replayed.join('\n')}\n`)
  return image
}
