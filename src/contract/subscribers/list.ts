import * as v from 'valibot'
import { messages } from '../common'
import { dateOf, listQueryWith } from '../lists'
import * as m from '../../paraglide/m/subscribers'
import { labelsFrom, type Labels } from '../vocabulary'

// What the subscriber list needs at navigation (its URL and filters), apart from the rest of the contract.

export const subscriberCities = ['hyd', 'delhi'] as const
export const subscriberPlans = ['basic', 'plus', 'premium'] as const
export const subscriberStatuses = ['active', 'paused', 'cancelled'] as const
export type SubscriberCity = (typeof subscriberCities)[number]
export type SubscriberPlan = (typeof subscriberPlans)[number]
export type SubscriberStatus = (typeof subscriberStatuses)[number]

export const cityNames: Labels<SubscriberCity> = labelsFrom({ hyd: m.cityHyd, delhi: m.cityDelhi })
export const planNames: Labels<SubscriberPlan> = labelsFrom({ basic: m.planBasic, plus: m.planPlus, premium: m.planPremium })
export const subscriberStatusNames: Labels<SubscriberStatus> = labelsFrom({ active: m.statusActive, paused: m.statusPaused, cancelled: m.statusCancelled })

/** `from` and `to` (YYYY-MM-DD, Indian days) bound the day the subscriber joined. */
export const subscriberListQuery = listQueryWith(['name', 'since', 'city', 'plan', 'status'], {
  city: v.optional(v.picklist(subscriberCities, messages.invalid)),
  plan: v.optional(v.picklist(subscriberPlans, messages.invalid)),
  status: v.optional(v.picklist(subscriberStatuses, messages.invalid)),
  from: v.optional(dateOf(messages.invalid)),
  to: v.optional(dateOf(messages.invalid)),
})
export type SubscriberListQuery = v.InferInput<typeof subscriberListQuery>
export type SubscriberListParams = v.InferOutput<typeof subscriberListQuery>

/** Every subscriber field as people read it (column, card, CSV). */
export const subscriberLabels = labelsFrom({
  name: m.labelName,
  phone: m.labelPhone,
  email: m.labelEmail,
  city: m.labelCity,
  plan: m.labelPlan,
  status: m.labelStatus,
  since: m.labelSince,
})
