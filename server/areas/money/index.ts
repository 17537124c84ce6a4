// The money area's public surface: what a booking posts through (its fare charged and reversed on the organisation's wallet).
export { walletTransactions } from './schema'
export { organisationWallet } from './organisation-wallet'
export { chargeFare, insufficientMessage, reversePosting } from './postings'
