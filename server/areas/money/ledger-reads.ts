import { and, eq, lt, sql } from 'drizzle-orm'
import type { SQL } from 'drizzle-orm'
import type { LedgerLine, LedgerListParams, LedgerSummary } from '../../../src/contract/money'
import type { Db } from '../../db/client'
import { runsEmbedded } from '../../db/client'
import { preparedFor, statementName } from '../../db/prepared'
import type { Prepared } from '../../db/prepared'
import { dayRange, dayStart, iso, searchSql } from '../../kit/list-query'
import { resourceReads } from '../../kit/resource-reads'
import { ledgerAccounts, ledgerLines as ll, walletTransactions as wt } from './schema'
import { shownName } from './organisation-wallet'

const num = (value: unknown) => Number(value ?? 0)

/** Lines of the postings whose reference matches the search (the posting is the line's own organisation's). */
const postingsMatching = (search: string | undefined): SQL | undefined =>
  search ? sql`${ll.transaction_id} in (select ${wt.id} from ${wt} where ${wt.org_id} = ${ll.org_id} and ${searchSql(search, [wt.reference])})` : undefined

/** The balance carried into the range: every line of the account and search before the range's first day. */
const openingOf = (orgId: string, params: LedgerListParams): SQL<string> =>
  params.from
    ? sql<string>`(select coalesce(sum(${ll.debit_paise} - ${ll.credit_paise}), 0) from ${ll} where ${and(
        eq(ll.org_id, orgId),
        params.account_id ? eq(ll.account_id, params.account_id) : undefined,
        postingsMatching(params.search),
        lt(ll.posted_at, dayStart(params.from)),
      )})`
    : sql<string>`0`

/** The page's lines' accounts and postings: one statement of one text whatever the page's length, prepared once. */
const accountsAndReferences = (db: Db) =>
  preparedFor(db, 'ledger lines: accounts and references', () => {
    const query = db
      .select({ id: ll.id, account_code: ledgerAccounts.code, account_name: ledgerAccounts.name, reference: wt.reference })
      .from(ll)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ll.account_id))
      .innerJoin(wt, eq(wt.id, ll.transaction_id))
      .where(sql`${ll.id} = any(${sql.placeholder('ids')}::bigint[])`)
    // Unnamed on PGlite (one connection, no names), as the lists' own prepared statements (server/kit/resource-reads.ts).
    return (query as unknown as { prepare(name: string | undefined): Prepared }).prepare(runsEmbedded(db) ? undefined : statementName())
  })

/**
 * The ledger of the filter (an account, a date range) in posting order, with a running balance (debits minus
 * credits) from the opening balance. The window sum runs over the range's lines alone, read from the
 * (org, account, posted_at, id) index; only the page's rows are then joined to their account and posting
 * (toItems), so page 200 costs one index range scan like page 1, not 200 pages of joins.
 */
export const { list: listLedger } = resourceReads({
  table: ll,
  select: (db: Db, orgId: string, params?: LedgerListParams) =>
    db
      .select({
        id: ll.id,
        transaction_id: ll.transaction_id,
        account_id: ll.account_id,
        posted_at: ll.posted_at,
        narration: ll.narration,
        debit_paise: ll.debit_paise,
        credit_paise: ll.credit_paise,
        running: sql<string>`${params ? openingOf(orgId, params) : sql`0`}::bigint + sum(${ll.debit_paise} - ${ll.credit_paise}) over (order by ${ll.posted_at}, ${ll.id})`,
      })
      .from(ll),
  toItems: async (db: Db, rows): Promise<LedgerLine[]> => {
    if (rows.length === 0) return []
    const joined = (await accountsAndReferences(db).execute({ ids: rows.map((row) => row.id) })) as {
      id: number
      account_code: string
      account_name: string
      reference: string
    }[]
    const byId = new Map(joined.map((row) => [row.id, row]))
    return rows.map(({ id, transaction_id, running, ...row }) => {
      const { account_code = '', account_name = '', reference = '' } = byId.get(id) ?? {}
      return {
        line_id: id,
        wallet_transaction_id: transaction_id,
        posted_at: iso(row.posted_at),
        account_id: row.account_id,
        account_code,
        account_name: shownName(account_name),
        reference,
        narration: row.narration,
        debit_paise: row.debit_paise,
        credit_paise: row.credit_paise,
        running_balance_paise: num(running),
      }
    })
  },
  order: { by: { posted_at: ll.posted_at }, default: 'posted_at', tiesFollowOrder: true },
  // The search reads the postings' references (postingsMatching, a filter), not a column of the lines.
  search: [],
  filters: (params: LedgerListParams) => [
    params.account_id ? eq(ll.account_id, params.account_id) : undefined,
    postingsMatching(params.search),
    dayRange(ll.posted_at, params.from, params.to),
  ],
  summary: {
    select: (db: Db, where, params, orgId) =>
      db
        .select({
          count: sql<number>`count(*)::int`,
          debits: sql<string>`coalesce(sum(${ll.debit_paise}), 0)`,
          credits: sql<string>`coalesce(sum(${ll.credit_paise}), 0)`,
          opening: openingOf(orgId, params),
        })
        .from(ll)
        .where(where),
    figures: (sums): { total: number; totals: LedgerSummary } => {
      const opening = num(sums?.opening)
      const debits = num(sums?.debits)
      const credits = num(sums?.credits)
      return {
        total: num(sums?.count),
        totals: { opening_balance_paise: opening, debits_paise: debits, credits_paise: credits, closing_balance_paise: opening + debits - credits },
      }
    },
  },
})
