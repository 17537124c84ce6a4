import type { ReactNode } from 'react'
import { initialOf, mediaUrl } from '../format'

/** A small square picture (brand logo, product image) with the name's initial when there is none. */
export function Thumb({ url, name, size = 40 }: { url: string | null | undefined; name: string; size?: number }) {
  return url ? (
    <img className="catalogue-thumb" src={mediaUrl(url)} alt="" width={size} height={size} loading="lazy" />
  ) : (
    <span className="catalogue-thumb catalogue-thumb-initial" style={{ width: size, height: size }} aria-hidden="true">
      {initialOf(name)}
    </span>
  )
}

/** Picture and name side by side, the first cell of a row and the title of a phone card. */
export function NameCell({ url, name, detail, children }: { url: string | null | undefined; name: string; detail?: string; children?: ReactNode }) {
  return (
    <span className="catalogue-name">
      <Thumb url={url} name={name} />
      <span className="catalogue-name-text">
        {children ?? <span>{name}</span>}
        {detail && <span className="catalogue-name-detail">{detail}</span>}
      </span>
    </span>
  )
}
