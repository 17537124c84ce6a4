/** A failure the operator can act on: main prints its message alone, without a stack, and exits non-zero. */
export class OperatorError extends Error {
  override name = 'OperatorError'
}
