// `npm test`: every check and test, in the order that fails fastest, with work side by side where the machine has room
// (CI's 2 cores and 30 minutes). Type-check beside lint and the unit suite; the server suite beside the app's build (the
// build is short and mostly one core); then the size checks and the browser suite on that build, one browser test at a
// time and nothing beside it: run beside the server suite (load 9 on 2 cores) tests that time what a person sees (live
// updates within 2 s, History after a save) failed that pass alone. The first step that fails ends the run with its exit
// code. What ran beside the printed step is printed after it, and a failed run ends with the failing lines of every
// step, so that the last screen of a long CI log names what failed.
import { spawn } from 'node:child_process'

const run = (script, { quiet = false } = {}) =>
  new Promise((resolve) => {
    const started = Date.now()
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] })
    const kept = []
    const keep = (stream) => (chunk) => {
      kept.push(chunk)
      if (!quiet) stream.write(chunk)
    }
    child.stdout.on('data', keep(process.stdout))
    child.stderr.on('data', keep(process.stderr))
    child.on('close', (code) => resolve({ script, code: code ?? 1, text: Buffer.concat(kept).toString(), seconds: (Date.now() - started) / 1000 }))
  })

// Vitest's lines for a failed file or test and the first line of each error, tsc's errors, eslint's files and errors,
// prettier's and knip's files, dpdm's import cycles.
const failing =
  /(^|\s)(FAIL|×|✗)\s|^\s*\d+\) \S+ -> |^\[warn\] \S|^Unused |^\s*(AssertionError|Error|TypeError|ReferenceError|TimeoutError)\b|Test Files .*failed|Tests .*failed|error TS\d+|\d+:\d+\s+error\s|^\/\S+\.(ts|tsx|mjs|js)$/

// eslint-disable-next-line no-control-regex
const colour = /\u001b\[[0-9;]*m/g

function digest(result) {
  const lines = result.text
    .replace(colour, '')
    .split('\n')
    .filter((line) => failing.test(line))
  const shown = [...new Set(lines)].slice(0, 80)
  return `\nnpm test: what failed in ${result.script}${lines.length > shown.length ? ` (the first ${shown.length} of ${lines.length} lines)` : ''}:\n${shown.join('\n') || '(no failing line recognised: see its output above)'}\n`
}

/** Runs the first script printing as it goes and the others quietly beside it; their output follows. */
async function side(printed, ...quiet) {
  const results = await Promise.all([run(printed), ...quiet.map((script) => run(script, { quiet: true }))])
  for (const result of results.slice(1)) process.stdout.write(`\n> ${result.script} (beside ${printed})\n${result.text}`)
  for (const result of results.filter((result) => result.code !== 0)) process.stdout.write(digest(result))
  for (const result of results) console.log(`npm test: ${result.script} ${result.code === 0 ? 'passed' : 'FAILED'} in ${result.seconds.toFixed(0)} s`)
  const failed = results.find((result) => result.code !== 0)
  if (failed) process.exit(failed.code)
}

await side('typecheck', 'lint', 'test:unit')
await side('test:server', 'build')
await side('test:browser')
