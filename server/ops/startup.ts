import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { demoLogin } from '../db/demo'
import { loadEnv, seedsDemo } from '../env'
import type { Env } from '../env'
import { describeFailure } from './lifecycle'
import { deliveryProblems, deliveryRefusal } from '../platform/messages/problems'

// What both the light primary (server/main.ts) and a serving process (server/serve.ts) need at start.

export function readEnv(): Env {
  let env: Env
  try {
    env = loadEnv()
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
  // In production the codes have to reach people: without a real transport the server does not start.
  const problems = deliveryProblems(env)
  if (problems.length) {
    console.error(deliveryRefusal(problems))
    process.exit(1)
  }
  return env
}

export function announce(env: Env, url: string, database: string) {
  console.log(`Back office running at ${url} (database: ${database})`)
  const where = env.SMS_PROVIDER ? `sent by ${env.SMS_PROVIDER}` : env.CODE_TRANSPORT === 'file' ? `written to ${env.CODE_OUTBOX}` : 'printed here'
  if (seedsDemo(env)) console.log(`Sign in as ${demoLogin.email} / ${demoLogin.password} (the SMS code is ${where})`)
  else console.log(`Sign up at ${url}/signup (the SMS code is ${where}); \`npm run seed\` adds the demo organisations.`)
  if (!existsSync(join(env.STATIC_DIR, 'index.html')))
    console.log(`No built app in ${env.STATIC_DIR}/: serving the API only. Run "npm run build:app" to serve the app too.`)
}

export const failed = (error: unknown) => {
  console.error(describeFailure(error))
  process.exit(1)
}
