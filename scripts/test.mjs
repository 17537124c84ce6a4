// `npm test`: every check and test, in the order that fails fastest, with work side by side where the machine has room
// (CI's 2 cores and 30 minutes). Type-check beside lint; the unit suite; the server suite beside the app's build (the
// build is short and mostly one core); then the size checks and the browser suite on that build, one browser test at a
// time and nothing beside it: run beside the server suite (load 9 on 2 cores) tests that time what a person sees (live
// updates within 2 s, History after a save) failed that pass alone. The first step that fails ends the run with its exit
// code. What ran beside the printed step is printed after it.
import { spawn } from 'node:child_process'

const run = (script, { quiet = false } = {}) =>
  new Promise((resolve) => {
    const started = Date.now()
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', quiet ? 'pipe' : 'inherit', quiet ? 'pipe' : 'inherit'] })
    const kept = []
    if (quiet) {
      child.stdout.on('data', (chunk) => kept.push(chunk))
      child.stderr.on('data', (chunk) => kept.push(chunk))
    }
    child.on('close', (code) => resolve({ script, code: code ?? 1, text: Buffer.concat(kept).toString(), seconds: (Date.now() - started) / 1000 }))
  })

/** Runs the first script printing as it goes and the others quietly beside it; their output follows. */
async function side(printed, ...quiet) {
  const results = await Promise.all([run(printed), ...quiet.map((script) => run(script, { quiet: true }))])
  for (const result of results.slice(1)) process.stdout.write(`\n> ${result.script} (beside ${printed})\n${result.text}`)
  for (const result of results) console.log(`npm test: ${result.script} ${result.code === 0 ? 'passed' : 'FAILED'} in ${result.seconds.toFixed(0)} s`)
  const failed = results.find((result) => result.code !== 0)
  if (failed) process.exit(failed.code)
}

await side('typecheck', 'lint')
await side('test:unit')
await side('test:server', 'build')
await side('test:browser')
