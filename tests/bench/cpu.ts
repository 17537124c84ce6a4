import { readdirSync, readFileSync } from 'node:fs'
import { apiProcesses } from './server'

/** CPU time (user + system, in ms) each process of the API and of PostgreSQL has used so far, by pid (Linux, /proc). */
export type CpuUse = { api: Map<number, number>; postgres: Map<number, number> }

// /proc/<pid>/stat counts in clock ticks: 100 a second on Linux.
const msPerTick = 10

function ticksOf(stat: string): { comm: string; ticks: number } {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return { comm: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), ticks: Number(fields[11]) + Number(fields[12]) }
}

/** PostgreSQL's processes are counted when the server runs on this machine (BENCH_DATABASE_URL at localhost). */
export function cpuUse(apiPid: number): CpuUse {
  const api = new Set(apiProcesses(apiPid))
  const use: CpuUse = { api: new Map(), postgres: new Map() }
  for (const name of readdirSync('/proc').filter((each) => /^\d+$/.test(each))) {
    try {
      const { comm, ticks } = ticksOf(readFileSync(`/proc/${name}/stat`, 'utf8'))
      if (api.has(Number(name))) use.api.set(Number(name), ticks * msPerTick)
      else if (comm.startsWith('postgres')) use.postgres.set(Number(name), ticks * msPerTick)
    } catch {
      // the process ended meanwhile
    }
  }
  return use
}

/**
 * CPU ms used between two readings by the processes alive at the second (one started meanwhile counts from 0; one
 * that ended meanwhile, such as a PostgreSQL backend whose connection closed, is left out).
 */
export function cpuSpent(before: CpuUse, after: CpuUse): { apiMs: number; postgresMs: number } {
  const spent = (earlier: Map<number, number>, later: Map<number, number>) => [...later].reduce((sum, [pid, ms]) => sum + ms - (earlier.get(pid) ?? 0), 0)
  return { apiMs: spent(before.api, after.api), postgresMs: spent(before.postgres, after.postgres) }
}
