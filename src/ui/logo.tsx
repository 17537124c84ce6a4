export const PRODUCT_NAME = 'Brand Back Office'

export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true">
      <rect width="48" height="48" rx="12" fill="#4f46e5" />
      <path d="M14 15h11.5a6 6 0 014.2 10.3A6.5 6.5 0 0126 37H14z" fill="none" stroke="#fff" strokeWidth="3.2" strokeLinejoin="round" />
      <path d="M14 26h12.5" stroke="#fff" strokeWidth="3.2" />
      <circle cx="35" cy="15" r="4" fill="#fbbf24" />
    </svg>
  )
}

export function Logo() {
  return (
    <span className="logo">
      <LogoMark size={32} />
      <span className="logo-text">{PRODUCT_NAME}</span>
    </span>
  )
}
