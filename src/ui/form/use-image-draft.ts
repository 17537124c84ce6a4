import { del, get, set } from 'idb-keyval'
import { useCallback, useEffect, useState } from 'react'
import { readDraft } from '../../lib/drafts'

const storeKey = (draftKey: string) => `draft-images:${draftKey}`

// IndexedDB may be missing or blocked (private mode, tests): the form still works, only the photos are not kept.
async function quietly<T>(run: () => Promise<T>): Promise<T | undefined> {
  try {
    return await run()
  } catch {
    return undefined
  }
}

/**
 * New photos of a form, kept in IndexedDB beside the form's draft so they survive a reload. They are restored only while
 * that draft exists: sign-out clears drafts, so photos left behind are never shown to the next user.
 */
export function useImageDraft(draftKey: string) {
  const [files, setFiles] = useState<File[]>([])
  useEffect(() => {
    let live = true
    if (!readDraft(draftKey)) {
      void quietly(() => del(storeKey(draftKey)))
      return
    }
    void quietly(() => get<File[]>(storeKey(draftKey))).then((saved) => {
      if (live && saved?.length) setFiles((current) => (current.length ? current : saved))
    })
    return () => {
      live = false
    }
  }, [draftKey])
  const update = useCallback(
    (next: File[]) => {
      setFiles(next)
      void quietly(() => (next.length ? set(storeKey(draftKey), next) : del(storeKey(draftKey))))
    },
    [draftKey],
  )
  return { files, setFiles: update }
}
