/**
 * Text in which each Latin term inside Arabic is bidi-isolated (`<bdi>`), so a file name, a code or a number with
 * its unit keeps the Arabic around it in reading order (src/lib/text/bidi.ts). A server component: no script.
 */
import { bidiRuns } from '@/lib/text/bidi'

export function BidiText({ text }: { text: string | null | undefined }) {
  if (!text) return null
  const runs = bidiRuns(text)
  if (runs.length === 1 && !runs[0].isolate) return <>{text}</>
  return <>{runs.map((run, i) => (run.isolate ? <bdi key={i}>{run.text}</bdi> : run.text))}</>
}
