import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { HistoryEntry } from '../../contract/history'

type Props = { entry: HistoryEntry; className: string; children: ReactNode }

/**
 * The record an entry is about, opened where it lives: its own page where it has one (historyRecordTypes names the
 * screen), else its list searched for it (a posting's reference, an inventory row's SKU) or the screen itself.
 */
export function RecordLink({ entry, className, children }: Props) {
  const id = entry.record_id
  const search = { search: entry.record_label }
  const common = { className, children }
  switch (entry.record_type) {
    case 'brand':
      return <Link to="/brands-list/update/$id" params={{ id }} {...common} />
    case 'product_template':
      return <Link to="/products/templates/update/$id" params={{ id }} {...common} />
    case 'product_variant':
      return <Link to="/products/variants/update/$id" params={{ id }} {...common} />
    case 'promo_code':
      return <Link to="/promo-codes/update/$id" params={{ id }} {...common} />
    case 'feed':
      return <Link to="/feeds/update/$id" params={{ id }} {...common} />
    case 'campaign':
      return <Link to="/campaigns/view/$id" params={{ id }} {...common} />
    case 'complaint':
      return <Link to="/complaints/view/$id" params={{ id }} {...common} />
    case 'employee':
      return <Link to="/employees/update/$id" params={{ id }} {...common} />
    case 'region':
      return <Link to="/employees/regions" search={{ region: id }} {...common} />
    case 'tour':
      return <Link to="/manage-logistics/$id" params={{ id }} {...common} />
    case 'subscriber':
      return <Link to="/subscribers" search={{ subscriber: id }} {...common} />
    case 'inventory':
      return <Link to="/inventory" search={search} {...common} />
    case 'ad':
      return <Link to="/ads" search={search} {...common} />
    case 'wallet_transaction':
      return <Link to="/financials/wallet-transactions" search={search} {...common} />
    case 'ledger_entry':
      return <Link to="/financials/ledger" search={search} {...common} />
    case 'booking':
      return <Link to="/bookings-all" search={search} {...common} />
    case 'car_type':
      return <Link to="/booking/car-types" {...common} />
    case 'organisation':
      return <Link to="/accounts" {...common} />
  }
}
