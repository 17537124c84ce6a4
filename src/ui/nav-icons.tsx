import type { ReactElement } from 'react'
import { Icon } from './icons'

const paths: Record<string, string> = {
  grid: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  store: 'M4 9l1.5-5h13L20 9M4 9v11h16V9M4 9c0 1.7 1.3 3 3 3s3-1.3 3-3c0 1.7 1.3 3 3 3s3-1.3 3-3c0 1.7 1.3 3 3 3M9 20v-5h6v5',
  box: 'M12 3l8 4.5v9L12 21l-8-4.5v-9zM4 7.5l8 4.5 8-4.5M12 12v9',
  layers: 'M12 3l9 5-9 5-9-5zM3 13l9 5 9-5',
  stack: 'M4 6h16M4 12h16M4 18h10',
  tag: 'M3 12V4h8l10 10-8 8zM7.5 7.5h.01',
  rss: 'M5 5a14 14 0 0114 14M5 11a8 8 0 018 8M6 18h.01',
  megaphone: 'M3 10v4h4l8 5V5L7 10zM18 9a4 4 0 010 6',
  target: 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 16a4 4 0 100-8 4 4 0 000 8zM12 12h.01',
  users: 'M16 19v-1a4 4 0 00-4-4H7a4 4 0 00-4 4v1M9.5 10a3.5 3.5 0 100-7 3.5 3.5 0 000 7zM21 19v-1a4 4 0 00-3-3.9M16 3.1a3.5 3.5 0 010 6.8',
  chat: 'M4 5h16v11H9l-5 4z',
  wallet: 'M3 7h18v13H3zM3 7l3-3h12l3 3M16 13.5h.01',
  book: 'M5 4h11a3 3 0 013 3v13H8a3 3 0 01-3-3zM5 17a3 3 0 013-3h11',
  map: 'M9 4L3 6v14l6-2 6 2 6-2V4l-6 2zM9 4v14M15 6v14',
  car: 'M5 16V11l2-5h10l2 5v5M3 16h18v3H3zM7.5 13.5h.01M16.5 13.5h.01',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4',
  truck: 'M3 6h11v10H3zM14 10h4l3 3v3h-7M7 19a2 2 0 100-4 2 2 0 000 4zM17 19a2 2 0 100-4 2 2 0 000 4z',
  building: 'M5 21V4h10v17M15 9h4v12M8 8h4M8 12h4M8 16h4M3 21h18',
  history: 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 7v5l3 2',
  queue: 'M4 5h16v4H4zM4 10h16v4H4zM4 15h10v4H4zM17 17l2 2 3-4',
  send: 'M3 11l18-8-8 18-2-8zM11 13l10-10',
  key: 'M14 10a4 4 0 1 0-3.5 3.97L10 14v2h2v2h2v2h4v-3l-4.03-4.03A4 4 0 0 0 14 10zM8.5 10h.01',
  shield: 'M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6zM9 12l2 2 4-4',
  bell: 'M6 16V11a6 6 0 0112 0v5l2 2H4zM10 20a2 2 0 004 0',
  menu: 'M4 6h16M4 12h16M4 18h16',
}

export function NavIcon({ name, size = 20 }: { name: string; size?: number }): ReactElement {
  return (
    <Icon size={size}>
      <path d={paths[name] ?? paths.grid} />
    </Icon>
  )
}
