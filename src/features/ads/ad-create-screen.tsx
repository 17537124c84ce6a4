import { BackLink } from '../../ui/form/form-layout'
import { PageHeader } from '../../ui/page-header'
import { AdForm } from './ad-form'

export function AdCreateScreen() {
  return (
    <>
      <PageHeader title="New ad" description="An ad in one of your campaigns." actions={<BackLink to="/ads">Back to ads</BackLink>} />
      <AdForm />
    </>
  )
}
