/**
 * The panel's icons, drawn inline (no icon font, no request) in currentColor so they follow the colour mode and
 * Windows' forced colours. All are decorative: the controls they sit in carry the text.
 */
import { Svg } from '@/components/site/icons'

type IconProps = { className?: string }

/** The international accessibility symbol: a figure with open arms inside a circle. */
export function AccessibilityIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="10" />
      <circle cx="12" cy="7" r="1.3" fill="currentColor" stroke="none" />
      <path d="M7 9.5l5 1 5-1M12 10.5v3.5M12 14l-2.5 4.5M12 14l2.5 4.5" />
    </Svg>
  )
}

export function SpeakerIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" />
      <path d="M15.5 9a4 4 0 010 6M18 6.5a7.5 7.5 0 010 11" />
    </Svg>
  )
}

export function ContrastIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 3a9 9 0 010 18z" fill="currentColor" />
    </Svg>
  )
}

export function TextSizeIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M3 19l5-13 5 13M4.8 14.5h6.4M14 19l3.5-9 3.5 9M15.2 16h4.6" />
    </Svg>
  )
}
