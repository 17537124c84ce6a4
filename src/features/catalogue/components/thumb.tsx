import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { mediaUrl } from '../../../lib/media-url'
import { initialOf } from '../format'

/** A small square picture (brand logo, product image) with the name's initial when there is none. */
function Thumb({ url, name, size = 40 }: { url: string | null | undefined; name: string; size?: number }) {
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

/** A variant's name linking to its edit screen, with what it belongs to under it (variant and inventory rows). */
export function VariantName({ id, name, detail }: { id: string; name: string; detail: string }) {
  return (
    <span className="catalogue-name-text">
      <Link to="/products/variants/update/$id" params={{ id }} className="catalogue-link">
        {name}
      </Link>
      <span className="catalogue-name-detail">{detail}</span>
    </span>
  )
}
