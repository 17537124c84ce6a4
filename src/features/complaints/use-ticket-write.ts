import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { complaintStaleResponse, type ComplaintDetail } from '../../contract/complaints'
import { errorText } from '../../lib/api-error'
import { notifyError, notifySuccess } from '../../lib/toasts'
import { staleRecord } from '../../ui/form/form-state'
import { complaintRecords } from './api'

type Answer = { message: string; data?: ComplaintDetail }

/**
 * One write on a ticket: the saved complaint goes into the cache (its page and, refetched, the lists); a stale change
 * (409) brings the complaint as it is now, so the user sees what changed and can act again.
 */
export function useTicketWrite(id: string) {
  const queryClient = useQueryClient()
  const [pending, setPending] = useState<string | null>(null)
  const keep = (complaint: ComplaintDetail | undefined) => {
    if (complaint) queryClient.setQueryData(complaintRecords.keys.detail(id), complaint)
    void queryClient.invalidateQueries({ queryKey: complaintRecords.keys.lists() })
  }
  async function run(name: string, write: () => Promise<Answer>): Promise<boolean> {
    setPending(name)
    try {
      const answer = await write()
      keep(answer.data)
      notifySuccess(answer.message)
      return true
    } catch (error) {
      const current = staleRecord(error, complaintStaleResponse)
      if (current) keep(current)
      notifyError(errorText(error, 'Could not save the change'))
      return false
    } finally {
      setPending(null)
    }
  }
  return { run, pending }
}
