import { Palette } from './palette'
import { Shortcuts } from './shortcuts'
import './palette.css'

/** What Ctrl+K and `?` open (loaded on first use by palette-launcher.tsx). */
export function PaletteLayer({ layer, onClose }: { layer: 'palette' | 'shortcuts'; onClose: (leaving?: boolean) => void }) {
  return layer === 'palette' ? <Palette onClose={onClose} /> : <Shortcuts onClose={() => onClose()} />
}
