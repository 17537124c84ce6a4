import { BackLink } from '../../ui/form/form-layout'
import { PageHeader } from '../../ui/page-header'
import { PromoCodeForm } from './promo-code-form'

export function PromoCodeAddScreen() {
  return (
    <>
      <PageHeader
        title="New promo code"
        description="A discount customers apply with a code at checkout."
        actions={<BackLink to="/promo-codes">Back to promo codes</BackLink>}
      />
      <PromoCodeForm draftKey="promo-code:new" />
    </>
  )
}
