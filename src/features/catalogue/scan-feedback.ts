// What a successful read sounds and feels like (docs/app.md#scanning): a short beep made with Web Audio (no sound file)
// and a vibration where the phone has one. "Beep and vibrate on a read" in the scanner turns both off on this device;
// a person who asked the system for reduced motion gets the beep without the vibration.

// Its key (docs/app.md#storage) is kept here rather than in src/lib/storage.ts, which every first download carries.
const soundKey = 'erp_scan_sound'
function stored(write?: string | null): string | null {
  try {
    if (write === null) localStorage.removeItem(soundKey)
    else if (write !== undefined) localStorage.setItem(soundKey, write)
    return localStorage.getItem(soundKey)
  } catch {
    return null
  }
}
export const scanSoundOn = () => stored() !== 'off'
export const setScanSound = (on: boolean) => void stored(on ? null : 'off')

const beepMs = 80
let audio: AudioContext | undefined

function beep() {
  const Context = globalThis.AudioContext as typeof AudioContext | undefined
  if (!Context) return
  audio ??= new Context()
  // Resumed here: a context made before the page's first tap starts suspended.
  void audio.resume().catch(() => {})
  const tone = audio.createOscillator()
  const volume = audio.createGain()
  const start = audio.currentTime
  tone.type = 'square'
  tone.frequency.value = 1800
  volume.gain.setValueAtTime(0.08, start)
  volume.gain.exponentialRampToValueAtTime(0.0001, start + beepMs / 1000)
  tone.connect(volume).connect(audio.destination)
  tone.start(start)
  tone.stop(start + beepMs / 1000)
}

/** A code was read and found: beep and vibrate, unless turned off. */
export function scanFeedback(): void {
  if (!scanSoundOn()) return
  if (!globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches) navigator.vibrate?.(beepMs)
  try {
    beep()
  } catch {
    // No sound on this device: the code was still read.
  }
}
