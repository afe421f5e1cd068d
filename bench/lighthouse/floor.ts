/**
 * The framework's floor: what Lighthouse's mobile preset gives an EMPTY page of the same Next.js and React as the
 * site (one heading and thirty paragraphs, no client component, no CSS, no font, no picture), built and served the
 * way the site is (`next build`, Turbopack; `next start`). Whatever a template measures above this figure is the
 * site's own; whatever a target asks below it cannot be reached without another framework (ADR 0027).
 *
 *   npx tsx bench/lighthouse/floor.ts [--runs 3] [--port 3970]
 *
 * The app is written to a temporary folder outside the repository and gets its own `npm install` of the exact
 * versions in this project's node_modules (Turbopack does not follow a node_modules link out of its root), from
 * the npm registry. The folder is deleted afterwards.
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

const versionOf = (name: string) =>
  (JSON.parse(readFileSync(path.resolve('node_modules', name, 'package.json'), 'utf8')) as { version: string }).version

const FILES: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'floor', private: true, type: 'module' }),
  'next.config.mjs': 'export default {}\n',
  'app/layout.tsx': `export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (<html lang="en"><body>{children}</body></html>)
}
`,
  'app/page.tsx': `export const metadata = { title: 'Floor', description: 'An empty page of the same framework' }
const paragraphs = Array.from({ length: 30 }, (_, i) => \`Paragraph \${i}: Dhofar lies in the south of Oman; its Khareef brings mist and green hills from June to September.\`)
export default function Page() {
  return (<main><h1>About Dhofar</h1>{paragraphs.map((p) => <p key={p}>{p}</p>)}<a href="/">Home</a></main>)
}
`,
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      target: 'ES2022', lib: ['dom', 'dom.iterable', 'esnext'], strict: true, jsx: 'react-jsx', module: 'esnext',
      moduleResolution: 'bundler', skipLibCheck: true, noEmit: true, esModuleInterop: true, isolatedModules: true,
    },
    include: ['**/*.tsx', 'next-env.d.ts'],
  }),
}

function must(label: string, command: string, args: string[], cwd: string) {
  console.log(`── ${label} ──`)
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } })
  if (result.status !== 0) throw new Error(`${label} failed (exit ${result.status})`)
}

async function main() {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, port: { type: 'string', default: '3970' } } })
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dhofar-floor-'))
  const versions = ['next', 'react', 'react-dom'].map((name) => `${name}@${versionOf(name)}`)
  let server: ReturnType<typeof spawn> | undefined
  try {
    for (const [file, text] of Object.entries(FILES)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
      writeFileSync(path.join(dir, file), text)
    }
    must(`npm install ${versions.join(' ')}`, 'npm', ['install', '--no-audit', '--no-fund', ...versions, `@types/react@${versionOf('@types/react')}`, 'typescript@5'], dir)
    must('next build', 'npx', ['next', 'build'], dir)
    server = spawn('npx', ['next', 'start', '-p', values.port], { cwd: dir, stdio: 'ignore', detached: true })
    const url = `http://localhost:${values.port}`
    for (let i = 0; i < 60; i++) {
      if (await fetch(url).then((r) => r.ok, () => false)) break
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    // The same measurement as every template's (run.ts): a path outside templates.ts gets the non-text targets.
    spawnSync('npx', ['tsx', 'bench/lighthouse/run.ts', '--url', url, '--paths', '/', '--runs', values.runs], { stdio: 'inherit' })
  } finally {
    if (server?.pid) process.kill(-server.pid, 'SIGTERM')
    rmSync(dir, { recursive: true, force: true })
  }
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
