import { AddScreen } from '../../ui/form/form-screens'
import { AdForm } from './ad-form'
import * as m from '../../paraglide/m/ads'

export function AdCreateScreen() {
  return (
    <AddScreen title={m.newAd()} description={m.newAdText()} back={{ to: '/ads', label: m.backToAds() }}>
      <AdForm />
    </AddScreen>
  )
}
