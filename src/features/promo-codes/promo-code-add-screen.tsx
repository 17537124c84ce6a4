import { Link } from '@tanstack/react-router'
import { PageHeader } from '../../ui/page-header'
import { PromoCodeForm } from './promo-code-form'

export function PromoCodeAddScreen() {
  return (
    <>
      <PageHeader
        title="New promo code"
        description="A discount customers apply with a code at checkout."
        actions={<Link to="/promo-codes">Back to promo codes</Link>}
      />
      <PromoCodeForm draftKey="promo-code:new" />
    </>
  )
}
