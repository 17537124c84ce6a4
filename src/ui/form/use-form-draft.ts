import { useStore, type AnyFormApi } from '@tanstack/react-form'
import { useEffect } from 'react'
import { writeDraft } from '../../lib/drafts'

/** Saves the form's values as a draft on every change; secrets named in `omit` are never written. */
export function useFormDraft(form: AnyFormApi, key: string, omit: readonly string[] = []): void {
  const values = useStore(form.store, (state) => state.values as object)
  useEffect(() => {
    const timer = setTimeout(() => writeDraft(key, values, omit), 250)
    return () => clearTimeout(timer)
  }, [key, values, omit])
}
