/**
 * A place's status by its own shape, so that it is told by the word and the shape, never by colour alone: a tick
 * (open), rising bars (busy), a no-entry bar (closed), a padlock (restricted access), a question mark (not
 * confirmed). Decorative: the word beside it names the status.
 */
import type { ShownStatus } from './conditions'

const SHAPES: Record<ShownStatus, string> = {
  open: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-1.5 14.2-4.2-4.2 1.4-1.4 2.8 2.8 6.3-6.3 1.4 1.4z',
  busy: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zM7 13h2v4H7zm4-3h2v7h-2zm4-3h2v10h-2z',
  closed: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zM6 11h12v2H6z',
  restricted: 'M12 1a5 5 0 0 0-5 5v4H5v12h14V10h-2V6a5 5 0 0 0-5-5zM9 10V6a3 3 0 0 1 6 0v4zm2 4h2v5h-2z',
  unconfirmed: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-1 15h2v2h-2zm1-12a4 4 0 0 0-4 4h2a2 2 0 1 1 2 2h-1v3h2v-1.2A4 4 0 0 0 12 5z',
}

export function StatusIcon({ status, className }: { status: ShownStatus; className?: string }) {
  return (
    <svg className={className} width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={SHAPES[status]} fill="currentColor" fillRule="evenodd" />
    </svg>
  )
}
