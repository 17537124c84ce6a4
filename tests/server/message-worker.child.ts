import { createDb } from '../../server/db/client'
import { startJobs } from '../../server/platform/jobs'
import { startMessages } from '../../server/platform/messages'

// A message worker in its own process, for messages-processes.test.ts to kill: `hang` never finishes a send (the
// test kills it mid-send); `die-after-send` hands the message to the "provider" (a line on stdout), records it,
// and dies before the queue hears the job is done.

const mode = process.argv[2]
const never = new Promise<never>(() => undefined)
const handle = await createDb({ DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: 'memory://', DB_POOL_MAX: 3 })
const jobs = await startJobs({ executeSql: handle.executeSql, pollingSeconds: 0.5, maintenanceSeconds: 1, schedules: false })
await startMessages({
  jobs: {
    ...jobs,
    update: async (...args) => {
      await jobs.update(...args)
      if (mode === 'die-after-send') process.kill(process.pid, 'SIGKILL')
    },
  },
  deliver: async (message, _rendered, key) => {
    if (mode === 'hang') {
      console.log(`sending ${key}`)
      return never
    }
    console.log(`sent ${key} ${'code' in message ? message.code : message.purpose}`)
  },
  log: () => undefined,
  retryDelaySeconds: 1,
  expireInSeconds: 2,
  concurrency: 1,
})
console.log('ready')
