import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'

/** The argument that makes server/main.ts (or dist-server/main.js) run the ads service alone. */
export const adsOnlyFlag = '--ads-only'

/**
 * The ads service's environment beside a main API on `host:port`: ADS_PORT defaults to the main port + 101
 * (3000 -> 3101), its data next to the main one (DATA_DIR + '-ads'), or the same PostgreSQL database (own schema).
 */
export function adsEnvBeside(source: NodeJS.ProcessEnv, main: { HOST: string; PORT: number; DATA_DIR: string; DATABASE_URL?: string }) {
  const port = source.ADS_PORT || String(main.PORT + 101)
  return {
    ...source,
    ADS_PORT: port,
    ADS_DATA_DIR: source.ADS_DATA_DIR || (main.DATA_DIR === 'memory://' ? 'memory://' : `${main.DATA_DIR.replace(/\/$/, '')}-ads`),
    ADS_DATABASE_URL: source.ADS_DATABASE_URL || main.DATABASE_URL || '',
    MAIN_API_URL: source.MAIN_API_URL || `http://${main.HOST === '0.0.0.0' ? '127.0.0.1' : main.HOST}:${main.PORT}`,
    ADS_SERVICE_URL: source.ADS_SERVICE_URL || `http://127.0.0.1:${port}`,
  }
}

/**
 * Starts the ads service as a child process of the main API (ADS_START=child, the default), so either can stop
 * without the other; the main API answers 'Ads are unavailable right now.' while it is down, and starts it again
 * ADS_RESTART_MS (default 20 s) after it stopped.
 */
export function startAdsChild(env: NodeJS.ProcessEnv): { stop: () => void } {
  const script = process.argv[1]
  if (!script) throw new Error('Cannot tell which script to start the ads service from')
  const restartMs = Number(env.ADS_RESTART_MS || 20_000)
  let child: ChildProcess | undefined
  let stopped = false
  let restart: NodeJS.Timeout | undefined
  const launch = () => {
    const current = spawn(process.execPath, [...process.execArgv, script, adsOnlyFlag], { env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
    child = current
    current.on('exit', (code, signal) => {
      if (stopped) return
      console.warn(`Ads service stopped (${signal ?? `exit code ${String(code)}`}); ads screens say they are unavailable. Restarting in ${restartMs / 1000} s.`)
      restart = setTimeout(launch, restartMs)
      restart.unref()
    })
  }
  launch()
  return {
    stop: () => {
      stopped = true
      clearTimeout(restart)
      if (child && child.exitCode === null) child.kill('SIGTERM')
    },
  }
}
