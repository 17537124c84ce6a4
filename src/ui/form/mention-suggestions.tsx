import { queryOptions, useQuery } from '@tanstack/react-query'
import { mentionMembersResponse, notePaths } from '../../contract/inbox/record-notes'
import { apiRequest } from '../../lib/http'
import * as m from '../../paraglide/m/inbox'
import { Button } from '../button'
import './mention-suggestions.css'

/** The organisation's active members a note can mention (docs/areas/inbox.md#mentions), anyone signed in. */
const mentionMembersQuery = () =>
  queryOptions({
    queryKey: ['notes', 'members'],
    queryFn: ({ signal }) => apiRequest(notePaths.members, { schema: mentionMembersResponse, signal }).then((body) => body.data),
    staleTime: 5 * 60_000,
    meta: { errorToast: false },
  })

/** What follows the last '@' typed at the start of a word, while it may still be a name being typed; else null. */
function typedMention(value: string): { at: number; typed: string } | null {
  const at = value.lastIndexOf('@')
  if (at < 0 || (at > 0 && !/\s/.test(value[at - 1]!))) return null
  const typed = value.slice(at + 1)
  return typed.length > 40 || typed.includes('\n') ? null : { at, typed }
}

/**
 * The completion of '@name' in a note (docs/areas/inbox.md#mentions): the organisation's active members whose name
 * starts with what was typed after '@'; a tap writes '@First Last ' in its place. The server finds the mentions itself.
 */
export function MentionSuggestions({ value, onPick }: { value: string; onPick: (next: string) => void }) {
  const mention = typedMention(value)
  const members = useQuery({ ...mentionMembersQuery(), enabled: mention !== null })
  if (!mention || !members.data) return null
  const typed = mention.typed.toLowerCase()
  const matches = members.data.filter((member) => member.label.toLowerCase().startsWith(typed) && member.label.toLowerCase() !== typed.trimEnd()).slice(0, 6)
  if (matches.length === 0) return null
  return (
    <ul className="mention-suggestions" aria-label={m.mentionSuggestions()}>
      {matches.map((member) => (
        <li key={member.value}>
          <Button variant="ghost" size="sm" onClick={() => onPick(`${value.slice(0, mention.at)}@${member.label} `)}>
            @{member.label}
          </Button>
        </li>
      ))}
    </ul>
  )
}
