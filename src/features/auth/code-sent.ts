import { storageKeys, writeStored } from '../../lib/storage'

// Apart from the code screens' CodeDelivery, so /login keeps where its code went without downloading that component.

type CodeSent = { message: string; sent_to?: string; delivery?: string }

/** Keeps where a code went (masked) and the job carrying it, for the code screen (docs/accounts.md#delivery). */
export function noteCodeSent(answer: CodeSent): void {
  writeStored(storageKeys.codeSentTo, answer.sent_to ?? null)
  writeStored(storageKeys.codeDelivery, answer.delivery ?? null)
}

/** Wraps a resend so its answer updates where the code went. */
export const noting =
  <T extends CodeSent>(send: () => Promise<T>) =>
  async (): Promise<T> => {
    const answer = await send()
    noteCodeSent(answer)
    return answer
  }
