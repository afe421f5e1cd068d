/** What scripts/backup.ts and scripts/restore.ts share: their log lines, and one clear message and exit 1 on failure. */
import { z } from 'zod'

import { UserError } from './target'

export async function runScript(name: string, main: (log: (message: string) => void) => Promise<void>): Promise<never> {
  const log = (message: string) => console.log(`[${name}] ${message}`)
  try {
    await main(log)
    process.exit(0)
  } catch (error) {
    if (error instanceof UserError) console.error(`[${name}] ${error.message}`)
    else if (error instanceof z.ZodError) console.error(`[${name}] ${error.issues.map((issue) => issue.message).join('; ')}`)
    else if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')) console.error(`[${name}] ${error.message}`)
    else console.error(`[${name}] failed:`, error)
    process.exit(1)
  }
}
