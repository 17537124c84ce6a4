import type { QueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { variantListResponse } from '../../contract/catalogue'
import { variantPaths } from '../../contract/catalogue/list'
import { errorText } from '../../lib/api-error'
import { isOnline } from '../../lib/connectivity'
import { apiRequest } from '../../lib/http'
import { scanFeedback } from './scan-feedback'
import * as m from '../../paraglide/m/stock'

// What a scanned or typed code opens: the variant whose barcode is the code, or whose SKU it is (any case). Offline, the
// rows this device keeps (the saved lists of variants and stock) are searched; online the server is asked.

type Found = { id: string; sku: string }
const row = v.object({ sku: v.string(), barcode: v.optional(v.nullable(v.string())), id: v.optional(v.string()), variant_id: v.optional(v.string()) })

const matches = (code: string) => (item: v.InferOutput<typeof row>) => item.barcode === code || item.sku.toLowerCase() === code.toLowerCase()

/** Every row with a SKU in the saved catalogue queries (lists of variants and inventory), at most three levels down. */
function savedRows(queryClient: QueryClient): v.InferOutput<typeof row>[] {
  const found: v.InferOutput<typeof row>[] = []
  const walk = (value: unknown, depth: number) => {
    if (depth > 3 || value === null || typeof value !== 'object') return
    if (Array.isArray(value)) return value.forEach((item) => walk(item, depth + 1))
    const parsed = v.safeParse(row, value)
    if (parsed.success) found.push(parsed.output)
    else Object.values(value).forEach((item) => walk(item, depth + 1))
  }
  for (const [, data] of queryClient.getQueriesData({ queryKey: ['catalogue'] })) walk(data, 0)
  return found
}

async function findVariant(queryClient: QueryClient, code: string): Promise<{ found: Found | null; offline: boolean }> {
  const saved = savedRows(queryClient).find(matches(code))
  const local = saved && (saved.variant_id ?? saved.id)
  if (saved && local) return { found: { id: local, sku: saved.sku }, offline: false }
  if (!isOnline()) return { found: null, offline: true }
  const body = await apiRequest(variantPaths.list, { query: { search: code, page_size: 10 }, schema: variantListResponse })
  const hit = body.data.find(matches(code))
  return { found: hit ? { id: hit.id, sku: hit.sku } : null, offline: false }
}

/**
 * A scanned or typed code looked up, as the camera's dialog and the typed code both tell it: the variant found (the
 * read beeps and vibrates), or what to say: enter a code, no match (and, offline, that only saved rows were searched),
 * or why the lookup failed.
 */
export async function lookUpCode(queryClient: QueryClient, code: string): Promise<{ found: Found } | { said: string }> {
  const text = code.trim()
  if (!text) return { said: m.enterCode() }
  try {
    const { found, offline } = await findVariant(queryClient, text)
    if (!found) return { said: offline ? `${m.scanNoMatch({ code: text })} ${m.scanOffline()}` : m.scanNoMatch({ code: text }) }
    scanFeedback()
    return { found }
  } catch (error) {
    return { said: errorText(error, m.scanNoMatch({ code: text })) }
  }
}
