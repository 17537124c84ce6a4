import { readdirSync, readFileSync } from 'node:fs'
import { apiProcesses } from './server'

/** CPU time (user + system, in ms) used so far by the API's processes and by PostgreSQL's (Linux, /proc). */
export type CpuUse = { apiMs: number; postgresMs: number }

// /proc/<pid>/stat counts in clock ticks: 100 a second on Linux.
const msPerTick = 10

function ticksOf(stat: string): { comm: string; ticks: number } {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return { comm: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), ticks: Number(fields[11]) + Number(fields[12]) }
}

/** PostgreSQL's processes are counted when the server runs on this machine (BENCH_DATABASE_URL at localhost). */
export function cpuUse(apiPid: number): CpuUse {
  const api = new Set(apiProcesses(apiPid))
  const use = { apiMs: 0, postgresMs: 0 }
  for (const name of readdirSync('/proc').filter((each) => /^\d+$/.test(each))) {
    try {
      const { comm, ticks } = ticksOf(readFileSync(`/proc/${name}/stat`, 'utf8'))
      if (api.has(Number(name))) use.apiMs += ticks * msPerTick
      else if (comm.startsWith('postgres')) use.postgresMs += ticks * msPerTick
    } catch {
      // the process ended meanwhile
    }
  }
  return use
}
