'use client'
/** Shows a section's style and active state in the admin's list of sections, instead of "Section 01". */
import { useRowLabel } from '@payloadcms/ui'

type Row = { style?: string; isActive?: boolean }

export default function SectionRowLabel() {
  const { data, rowNumber } = useRowLabel<Row>()
  const position = String((rowNumber ?? 0) + 1).padStart(2, '0')
  const style = data?.style ?? 'Section'
  return (
    <span>
      {position} · {style}
      {data?.isActive === false ? ' (inactive)' : ''}
    </span>
  )
}
