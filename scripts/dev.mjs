// Development: the API from source on :3000 and Vite with hot reload on :5173 (proxying /api).
import { spawn } from 'node:child_process'

const children = [
  spawn('npx', ['tsx', 'watch', 'server/main.ts'], { stdio: 'inherit', env: { ...process.env, STATIC_DIR: 'dist-none' } }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
]
const stop = () => {
  for (const child of children) child.kill('SIGTERM')
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of children) child.on('exit', (code) => code && stop())
