import { useRef } from 'react'

/**
 * One Idempotency-Key while the same body is sent again (an answer lost on the way back), a new one as soon as what is
 * sent changes; `forget` after an answer, so the next send of the same body is a new write.
 */
export function useSendKey() {
  const last = useRef<{ sent: string; key: string } | null>(null)
  return {
    keyFor: (body: unknown) => {
      const sent = JSON.stringify(body)
      if (last.current?.sent !== sent) last.current = { sent, key: crypto.randomUUID() }
      return last.current.key
    },
    forget: () => {
      last.current = null
    },
  }
}
