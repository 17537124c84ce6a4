import type { Server } from 'node:http'
import { createServer } from 'node:net'
import { OperatorError } from './operator-error'

/**
 * Stops accepting, lets requests under way finish for `graceMs`, then cuts the connections left: browsers
 * keep idle sockets open, and close() alone waits for them.
 */
export function closeServer(server: Server, graceMs = 1500): Promise<void> {
  if (!server.listening) return Promise.resolve()
  return new Promise((resolve) => {
    const cut = setTimeout(() => server.closeAllConnections(), graceMs)
    server.close(() => {
      clearTimeout(cut)
      resolve()
    })
    server.closeIdleConnections()
  })
}

/** One line for the operator when the server cannot listen. */
export function listenError(error: NodeJS.ErrnoException, host: string, port: number): OperatorError {
  const where = `${host}:${port}`
  if (error.code === 'EADDRINUSE')
    return new OperatorError(`Port ${port} is already in use on ${host} (another back office or program). Choose another port: PORT=${port + 1} npm start`)
  if (error.code === 'EACCES') return new OperatorError(`Not allowed to listen on ${where}. Choose a port above 1023: PORT=3000 npm start`)
  if (error.code === 'EADDRNOTAVAIL') return new OperatorError(`HOST ${host} is not an address of this machine. Use HOST=127.0.0.1 or HOST=0.0.0.0`)
  return new OperatorError(`Cannot listen on ${where}: ${error.message}`)
}

/** The message alone for an operator error; the stack for anything unexpected. */
export const describeFailure = (error: unknown) => (error instanceof OperatorError ? error.message : error)

/** Fails fast, before the database is opened or seeded, when the port is taken; listen() still reports a later race. */
export function assertPortFree(host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', (error: NodeJS.ErrnoException) => reject(listenError(error, host, port)))
    probe.listen(port, host, () => probe.close(() => resolve()))
  })
}
