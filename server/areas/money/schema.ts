import { sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { bigint, boolean, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { orgId } from '../../auth/schema'
import { accountTypes } from '../../../src/contract/money'
import { walletTxKinds, walletTxTypes } from '../../../src/contract/money/list'
import { at, createdAt, oneOf, updatedAt } from '../../kit/columns'

/** A customer's wallet, or the organisation's own. */
const walletKinds = ['customer', 'organisation'] as const

// Money is integer paise in bigint columns (a balance may pass int4's ₹2.1 crore); JS numbers hold them exactly.
const paise = (name: string) => bigint(name, { mode: 'number' })

/** The chart of accounts. `code` names the system accounts the posting service uses (server/areas/money/postings.ts). */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    org_id: orgId(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    type: text('type', { enum: accountTypes }).notNull(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('ledger_accounts_org_code_key').on(t.org_id, t.code), oneOf('ledger_accounts_type', t.type, accountTypes)],
)

/**
 * A wallet; its balance is the credit balance of its own ledger account. `kind`: a customer's, or the organisation's
 * own (one per organisation, which pays the rides its dispatchers book).
 */
export const wallets = pgTable(
  'wallets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    org_id: orgId(),
    name: text('name').notNull(),
    account_id: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    balance_paise: paise('balance_paise').notNull().default(0),
    allow_negative: boolean('allow_negative').notNull().default(false),
    kind: text('kind', { enum: walletKinds }).notNull().default('customer'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('wallets_org_idx').on(t.org_id),
    uniqueIndex('wallets_account_key').on(t.account_id),
    check('wallets_not_negative', sql`${t.allow_negative} or ${t.balance_paise} >= 0`),
    oneOf('wallets_kind', t.kind, walletKinds),
    uniqueIndex('wallets_one_organisation_wallet')
      .on(t.org_id)
      .where(sql`${t.kind} = 'organisation'`),
  ],
)

/** One posting, seen from its wallet. Never updated or deleted: a reversal is a new posting naming the one it undoes. */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    org_id: orgId(),
    wallet_id: uuid('wallet_id')
      .notNull()
      .references(() => wallets.id),
    posted_at: at('posted_at').notNull().defaultNow(),
    reference: text('reference').notNull(),
    kind: text('kind', { enum: walletTxKinds }).notNull(),
    type: text('type', { enum: walletTxTypes }).notNull(),
    amount_paise: paise('amount_paise').notNull(),
    balance_after_paise: paise('balance_after_paise').notNull(),
    narration: text('narration').notNull().default(''),
    reverses_id: uuid('reverses_id').references((): AnyPgColumn => walletTransactions.id),
    created_by: uuid('created_by'),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('wallet_transactions_org_reference_key').on(t.org_id, t.reference),
    uniqueIndex('wallet_transactions_reverses_key').on(t.reverses_id),
    index('wallet_transactions_org_posted_idx').on(t.org_id, t.posted_at, t.id),
    index('wallet_transactions_wallet_posted_idx').on(t.wallet_id, t.posted_at),
    check('wallet_transactions_amount', sql`${t.amount_paise} > 0`),
    oneOf('wallet_transactions_type', t.type, walletTxTypes),
    oneOf('wallet_transactions_kind', t.kind, walletTxKinds),
    check('wallet_transactions_reversal', sql`(${t.kind} = 'reversal') = (${t.reverses_id} is not null)`),
  ],
)

/** The double-entry lines of a posting: each moves one account one way, and a posting's debits equal its credits. */
export const ledgerLines = pgTable(
  'ledger_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    org_id: orgId(),
    transaction_id: uuid('transaction_id')
      .notNull()
      .references(() => walletTransactions.id),
    account_id: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    posted_at: at('posted_at').notNull(),
    debit_paise: paise('debit_paise').notNull().default(0),
    credit_paise: paise('credit_paise').notNull().default(0),
    narration: text('narration').notNull().default(''),
  },
  (t) => [
    index('ledger_lines_account_posted_idx').on(t.org_id, t.account_id, t.posted_at, t.id),
    index('ledger_lines_org_posted_idx').on(t.org_id, t.posted_at, t.id),
    index('ledger_lines_transaction_idx').on(t.transaction_id),
    check('ledger_lines_one_side', sql`${t.debit_paise} >= 0 and ${t.credit_paise} >= 0 and (${t.debit_paise} = 0) <> (${t.credit_paise} = 0)`),
  ],
)

const paymentLinkStatuses = ['created', 'paid'] as const

/**
 * A payment link made at the server's payment gateway (server/platform/payments) to top up a wallet. Its webhook finds
 * it by the gateway's id; the top-up posting's reference is the gateway's payment id, so a payment credits once.
 */
export const paymentLinks = pgTable(
  'payment_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    org_id: orgId(),
    wallet_id: uuid('wallet_id')
      .notNull()
      .references(() => wallets.id),
    amount_paise: paise('amount_paise').notNull(),
    gateway: text('gateway').notNull(),
    gateway_link_id: text('gateway_link_id').notNull(),
    short_url: text('short_url').notNull(),
    status: text('status', { enum: paymentLinkStatuses }).notNull().default('created'),
    transaction_id: uuid('transaction_id').references(() => walletTransactions.id),
    created_by: uuid('created_by'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_links_gateway_link_key').on(t.gateway, t.gateway_link_id),
    index('payment_links_org_idx').on(t.org_id, t.created_at),
    check('payment_links_amount', sql`${t.amount_paise} > 0`),
    oneOf('payment_links_status', t.status, paymentLinkStatuses),
  ],
)
