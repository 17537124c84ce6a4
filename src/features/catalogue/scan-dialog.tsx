import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import { Button } from '../../ui/button'
import { useModalDialog } from '../../ui/use-modal-dialog'
import { scanSoundOn, setScanSound } from './scan-feedback'
import { lookUpCode } from './scan-lookup'
import '../../ui/styles/forms.css'
import './catalogue.css'
import * as m from '../../paraglide/m/stock'

// The scanner (docs/app.md#scanning): the rear camera, read a few times a second for EAN-13, UPC-A, Code 128 or QR by
// the browser's BarcodeDetector, or by the barcode-detector polyfill (ZXing in WebAssembly, fetched from this app's
// own files) where the browser has none. A code found opens the variant's stock panel (or, given `onFound`, is handed
// to the screen that opened it: the Count stock sheet, the stock forms' check); a typed code does the same. A code found
// beeps and vibrates (scan-feedback.ts), which the dialog's checkbox turns off on this device.

type Detector = { detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]> }
const formats = ['ean_13', 'upc_a', 'code_128', 'qr_code']

async function makeDetector(): Promise<Detector> {
  const native = (globalThis as { BarcodeDetector?: new (options: { formats: string[] }) => Detector }).BarcodeDetector
  if (native) return new native({ formats })
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasm }] = await Promise.all([
    import('barcode-detector/ponyfill'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ])
  prepareZXingModule({ overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasm : prefix + path) } })
  return new BarcodeDetector({ formats: ['ean_13', 'upc_a', 'code_128', 'qr_code'] })
}

type Camera = 'starting' | 'watching' | 'none'

export type ScanFound = { id: string; sku: string }

export default function ScanDialog({ onClose, onFound }: { onClose: () => void; onFound?: (found: ScanFound) => void }) {
  const id = useId()
  const dialog = useModalDialog(true)
  const video = useRef<HTMLVideoElement>(null)
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [camera, setCamera] = useState<Camera>('starting')
  const [typed, setTyped] = useState('')
  const [said, setSaid] = useState('')
  const [sound, setSound] = useState(scanSoundOn)
  const busy = useRef(false)

  const look = async (code: string) => {
    if (busy.current) return
    busy.current = true
    try {
      const result = await lookUpCode(queryClient, code)
      if ('said' in result) return setSaid(result.said)
      onClose()
      if (onFound) return onFound(result.found)
      await navigate({ to: '/inventory/variants/$id', params: { id: result.found.id } })
    } finally {
      busy.current = false
    }
  }
  const lookRef = useRef(look)
  useEffect(() => {
    lookRef.current = look
  })

  useEffect(() => {
    let stream: MediaStream | undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    let stopped = false
    let last = ''
    const start = async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false })
        if (stopped || !video.current) return
        video.current.srcObject = stream
        await video.current.play()
        const detector = await makeDetector()
        if (stopped) return
        setCamera('watching')
        const tick = async () => {
          if (stopped || !video.current) return
          const codes = video.current.readyState >= 2 ? await detector.detect(video.current).catch(() => []) : []
          const code = codes[0]?.rawValue
          // The same code read again while its lookup says "none" is not asked again.
          if (code && code !== last) {
            last = code
            await lookRef.current(code)
          }
          timer = setTimeout(() => void tick(), 150)
        }
        void tick()
      } catch {
        if (!stopped) setCamera('none')
      }
    }
    void start()
    return () => {
      stopped = true
      clearTimeout(timer)
      stream?.getTracks().forEach((track) => track.stop())
    }
  }, [])

  return (
    <dialog ref={dialog} className="leave-dialog scan-dialog" aria-labelledby={`${id}-title`} onClose={onClose}>
      <h2 id={`${id}-title`}>{m.scanTitle()}</h2>
      <p className="muted">{m.scanText()}</p>
      {camera !== 'none' && <video ref={video} className="scan-video" muted playsInline aria-hidden="true" />}
      <p className="muted" role="status" data-testid="scan-status">
        {camera === 'starting' ? m.scanStarting() : camera === 'watching' ? m.scanWatching() : m.scanNoCamera()}
      </p>
      <label className="scan-sound">
        <input
          type="checkbox"
          checked={sound}
          onChange={(event) => {
            setSound(event.target.checked)
            setScanSound(event.target.checked)
          }}
        />
        <span>{m.scanSound()}</span>
      </label>
      <form
        className="form-stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void look(typed)
        }}
      >
        <div className="field">
          <label className="field-label" htmlFor={`${id}-code`}>
            {m.scanTyped()}
          </label>
          <input
            className="input"
            id={`${id}-code`}
            autoComplete="off"
            inputMode="text"
            value={typed}
            aria-describedby={said ? `${id}-said` : undefined}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        {said && (
          <p className="form-alert" id={`${id}-said`} role="alert">
            {said}
          </p>
        )}
        <div className="leave-dialog-actions">
          <Button variant="secondary" onClick={onClose}>
            {m.scanClose()}
          </Button>
          <Button type="submit">{m.scanFind()}</Button>
        </div>
      </form>
    </dialog>
  )
}
