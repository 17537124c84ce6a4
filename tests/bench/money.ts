import { hammer, printLoad } from './load'
import type { LoadFigures } from './load'
import { printTable, round } from './stats'

/**
 * Money: the ledger's page 1 and page 200 of a one-year range with running balances, under 50 connections beside
 * health (the running balance is a window sum over the range's lines of the account index, then only the page's
 * rows are joined, so a deep page should cost about what page 1 does); then postings per second through
 * POST /api/financials/adjustments on one wallet (each waits for the wallet's row lock) and across 20 wallets,
 * with the invariants checked after.
 */
export type MoneyBench = { health: LoadFigures; pages: LoadFigures[]; postings: PostingRun[] }
type PostingRun = { wallets: number; postings: number; seconds: number; perSecond: number; balanced: boolean; exact: boolean }

type Wallet = { wallet_id: string; balance_paise: number }

const yearAgo = () => new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10)

async function getJson<T>(baseUrl: string, path: string, token: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } })
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`)
  return (await response.json()) as T
}

async function postings(baseUrl: string, token: string, targets: Wallet[], count: number, workers = 20): Promise<PostingRun> {
  const before = new Map(targets.map((wallet) => [wallet.wallet_id, wallet.balance_paise]))
  const sent = new Map<string, number>()
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < count) {
        const index = next++
        const wallet = targets[index % targets.length] as Wallet
        const amount = 100 + (index % 50)
        const response = await fetch(`${baseUrl}/api/financials/adjustments`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'Idempotency-Key': `bench-${Date.now()}-${index}` },
          body: JSON.stringify({ action: 'top_up', wallet_id: wallet.wallet_id, amount_paise: amount, reason: 'Bench top-up' }),
        })
        if (response.status !== 201) throw new Error(`adjustment answered ${response.status}`)
        sent.set(wallet.wallet_id, (sent.get(wallet.wallet_id) ?? 0) + amount)
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  const trial = await getJson<{ data: { balanced: boolean } }>(baseUrl, '/api/financials/trial-balance', token)
  const after = await getJson<{ data: Wallet[] }>(baseUrl, '/api/financials/wallets', token)
  const exact = after.data
    .filter((wallet) => before.has(wallet.wallet_id))
    .every((wallet) => wallet.balance_paise === (before.get(wallet.wallet_id) ?? 0) + (sent.get(wallet.wallet_id) ?? 0))
  return { wallets: targets.length, postings: count, seconds: round(seconds, 1), perSecond: round(count / seconds), balanced: trial.data.balanced, exact }
}

export async function measureMoney(baseUrl: string, token: string, health: LoadFigures): Promise<MoneyBench> {
  const trial = await getJson<{ data: { accounts: { account_id: string; code: string }[] } }>(baseUrl, '/api/financials/trial-balance', token)
  const fares = trial.data.accounts.find((account) => account.code === '4000')
  if (!fares) throw new Error('no ride fare account')
  const headers = { authorization: `Bearer ${token}` }
  const pages: LoadFigures[] = []
  for (const page of [1, 200]) {
    const path = `/api/financials/ledger-entries?account_id=${fares.account_id}&from=${yearAgo()}&page=${page}&page_size=20`
    const body = await getJson<{ data: unknown[] }>(baseUrl, path, token)
    if (body.data.length < 20) throw new Error(`ledger page ${page} has ${body.data.length} rows`)
    pages.push(await hammer(baseUrl, { name: `GET ledger page ${page} (one year, running balance)`, path, headers }))
  }
  // Balances read just before each run, which the run's postings must move exactly.
  const wallets = async (count: number) => (await getJson<{ data: Wallet[] }>(baseUrl, '/api/financials/wallets', token)).data.slice(0, count)
  const runs = [await postings(baseUrl, token, await wallets(1), 300), await postings(baseUrl, token, await wallets(20), 300)]
  return { health, pages, postings: runs }
}

export function printMoney({ health, pages, postings: runs }: MoneyBench): void {
  printLoad([health, ...pages])
  printTable(
    'Postings through POST /api/financials/adjustments, 20 at a time',
    runs.map((run) => ({
      wallets: run.wallets,
      postings: run.postings,
      seconds: run.seconds,
      'postings/s': run.perSecond,
      'ledger balanced': run.balanced ? 'yes' : 'NO',
      'balances exact': run.exact ? 'yes' : 'NO',
    })),
  )
}
