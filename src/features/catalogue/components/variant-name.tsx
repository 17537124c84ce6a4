import { Link } from '@tanstack/react-router'
import { NameText } from '../../../ui/list/name-cell'

/** A variant's name linking to its edit screen, with what it belongs to under it (variant and inventory rows). */
export function VariantName({ id, name, detail }: { id: string; name: string; detail: string }) {
  return (
    <NameText detail={detail}>
      <Link to="/products/variants/update/$id" params={{ id }} className="name-link">
        {name}
      </Link>
    </NameText>
  )
}
