/**
 * Simple line drawings of the six networks' marks, drawn for this site (no icon CDN, no brand asset files), in the
 * site's icon sprite (components/ui/Icon/shapes.ts): recognisable at 24px, one colour (currentColor), decorative; the
 * link around each carries its name.
 */
import { Icon } from '@/components/ui/Icon'
import type { Setting } from '@/payload-types'

export type SocialNetwork = NonNullable<Setting['social']>[number]['network']

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return <Icon name={network} />
}
