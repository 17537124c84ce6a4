import * as v from 'valibot'
import { messages } from '../common'
import { dateOf, listQueryWith } from '../lists'
import * as m from '../../paraglide/m/feeds'
import { labelsFrom, type Labels } from '../vocabulary'

// What the feed list needs at navigation (its URL and filters), apart from the rest of the contract.

export const feedTypes = ['post', 'offer', 'announcement', 'event'] as const
export type FeedType = (typeof feedTypes)[number]
/** A published post shows in the brand's feed (from its publish time); an unpublished one is hidden. */
export const feedStatuses = ['published', 'unpublished'] as const
export type FeedStatus = (typeof feedStatuses)[number]

/** `from` and `to` (YYYY-MM-DD, Indian days): posts whose publish time falls in those days. */
export const feedListQuery = listQueryWith(['title', 'type', 'publish_at', 'created_at'], {
  status: v.optional(v.picklist(feedStatuses, messages.invalid)),
  type: v.optional(v.picklist(feedTypes, messages.invalid)),
  from: v.optional(dateOf(messages.invalid)),
  to: v.optional(dateOf(messages.invalid)),
})
export type FeedListQuery = v.InferInput<typeof feedListQuery>
export type FeedListParams = v.InferOutput<typeof feedListQuery>

/** Every feed field as people read it (form, column, CSV and conflict alert), in the language of the moment. */
export const feedLabels = labelsFrom({
  title: () => m.labelTitle(),
  body: () => m.labelText(),
  type: () => m.labelType(),
  media_url: () => m.labelImage(),
  status: () => m.labelStatus(),
  publish_at: () => m.labelPublishAt(),
  created_at: () => m.labelCreated(),
  updated_at: () => m.labelUpdated(),
})

export const feedTypeLabels: Labels<FeedType> = labelsFrom({
  post: () => m.typePost(),
  offer: () => m.typeOffer(),
  announcement: () => m.typeAnnouncement(),
  event: () => m.typeEvent(),
})
export const feedStatusLabels: Labels<FeedStatus> = labelsFrom({ published: () => m.published(), unpublished: () => m.unpublished() })
