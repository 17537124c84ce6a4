import type { ReactNode } from 'react'
import { mediaUrl } from '../../lib/media-url'
import './cells.css'

const initialOf = (name: string) => name.trim().charAt(0).toUpperCase() || '?'

/** A small square picture (a logo, a product photo, a feed's media) with the name's initial when there is none. */
function Thumb({ url, name, size = 40 }: { url: string | null | undefined; name: string; size?: number }) {
  return url ? (
    <img className="thumb" src={mediaUrl(url)} alt="" width={size} height={size} loading="lazy" />
  ) : (
    <span className="thumb thumb-initial" style={{ width: size, height: size }} aria-hidden="true">
      {initialOf(name)}
    </span>
  )
}

/** The record's name (usually a link with the `name-link` class) and a quieter line under it. */
export function NameText({ detail, children }: { detail?: string; children: ReactNode }) {
  return (
    <span className="name-text">
      {children}
      {detail && <span className="name-detail">{detail}</span>}
    </span>
  )
}

/** Picture and name side by side, the first cell of a row and the title of a phone card. */
export function NameCell({ url, name, detail, children }: { url: string | null | undefined; name: string; detail?: string; children?: ReactNode }) {
  return (
    <span className="name-cell">
      <Thumb url={url} name={name} />
      <NameText detail={detail}>{children ?? <span>{name}</span>}</NameText>
    </span>
  )
}
