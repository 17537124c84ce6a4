import type { HistoryAction } from '../../../src/contract/history'
import type { WalletTransaction } from '../../../src/contract/money'
import { walletTxLabels } from '../../../src/contract/money/list'
import { diff, recordChange } from '../../kit/history'
import type { Tx } from '../../kit/owned-writes'

/** The action a posting that is a write of its own is recorded under (an adjustment or a reversal: `adjusted`; a top-up: `created`). */
export type Recorded = Extract<HistoryAction, 'adjusted' | 'created'>

/**
 * The history entry of a posting made by a person (docs/history.md#the-writer): the new wallet transaction, under its
 * reference, with every labelled field it was posted with (amounts in paise). Its status and date are the ledger's
 * own view of it, not what the person chose.
 */
export const recordPosting = (tx: Tx, orgId: string, posting: WalletTransaction, action: Recorded) =>
  recordChange(tx, orgId, {
    type: 'wallet_transaction',
    id: posting.wallet_transaction_id,
    label: posting.reference,
    action,
    changes: diff(null, posting, walletTxLabels, { omit: ['posted_at', 'status'] }),
  })
