'use client'
/**
 * An inline `<script>` written into the HTML only. During the server's HTML render its text comes from the handoff
 * shelf (./handoff.ts), not from this component's props, so the page's RSC payload carries a key instead of a second,
 * escaped copy of it. In the browser the shelf is empty and there is nothing to render: hydration leaves the server's
 * script as it is (React does not compare `dangerouslySetInnerHTML` when hydrating), and a page reached by a client
 * navigation goes without it (JSON-LD is for crawlers, which load the HTML; the preferences script has run already).
 */
import { jsonLdHandoff } from './handoff'

type Props = { handoff: string; type?: string; id?: string }

export function HandoffScript({ handoff, type, id }: Props) {
  const text = jsonLdHandoff.take(handoff) ?? ''
  return <script type={type} id={id} dangerouslySetInnerHTML={{ __html: text }} suppressHydrationWarning />
}
