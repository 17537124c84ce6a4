import { AddScreen } from '../../ui/form/form-screens'
import { AdForm } from './ad-form'

export function AdCreateScreen() {
  return (
    <AddScreen title="New ad" description="An ad in one of your campaigns." back={{ to: '/ads', label: 'Back to ads' }}>
      <AdForm />
    </AddScreen>
  )
}
