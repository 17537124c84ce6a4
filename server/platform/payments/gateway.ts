/**
 * A payment gateway (docs/areas/money.md#add-money): it makes payment links and tells which of its webhook calls are its
 * own. The money area credits a wallet from a paid link's event, once per payment id.
 */
export type PaymentGateway = {
  name: 'razorpay'
  /** `reference`: ours, at most 40 letters and digits; `amount_paise`: whole paise. Throws when the gateway refuses. */
  createLink: (link: { reference: string; amount_paise: number; description: string }) => Promise<{ id: string; short_url: string }>
  /** Whether `signature` is the gateway's signature of exactly these bytes. */
  verify: (rawBody: string, signature: string | undefined) => boolean
  /** A verified event: the paid link and its payment, or null for any other event. */
  paidLink: (rawBody: string) => { link_id: string; payment_id: string; amount_paise: number } | null
}
