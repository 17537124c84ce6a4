// Apart from pool.ts so that reading the environment (server/env.ts, in the light primary process) loads no driver.

/** The pool's sizes and time limits (DB_POOL_MAX, DB_CONNECT_TIMEOUT_MS, DB_STATEMENT_TIMEOUT_MS). */
export type PoolSettings = { max: number; connectTimeoutMs: number; statementTimeoutMs: number }

export const defaultPoolSettings: PoolSettings = { max: 10, connectTimeoutMs: 5000, statementTimeoutMs: 30_000 }
