/**
 * A severity's own shape, so that severity is told by the word, the shape and the colour, never the colour alone:
 * a circled "i" (information), a circled "!" (advisory), a triangle (warning), an octagon (danger). Decorative: the
 * word beside it names the severity.
 */
import type { AlertSeverity } from './model'

const SHAPES: Record<AlertSeverity, string> = {
  info: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-1 8h2v7h-2zm0-4h2v2h-2z',
  advisory: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-1 5h2v7h-2zm0 9h2v2h-2z',
  warning: 'M12 2 1 21h22L12 2zm-1 7h2v6h-2zm0 8h2v2h-2z',
  danger: 'M7.9 2h8.2L22 7.9v8.2L16.1 22H7.9L2 16.1V7.9zM11 6v8h2V6zm0 10v2h2v-2z',
}

export function SeverityIcon({ severity, className }: { severity: AlertSeverity; className?: string }) {
  return (
    <svg className={className} width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={SHAPES[severity]} fill="currentColor" fillRule="evenodd" />
    </svg>
  )
}
