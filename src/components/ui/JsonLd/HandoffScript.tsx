'use client'
/**
 * The `<script type="application/ld+json">` of a page, written into the HTML only. During the server's HTML render
 * the document comes from the handoff shelf (./handoff.ts), not from this component's props, so the page's RSC
 * payload carries an id instead of a second copy of it. In the browser there is nothing to render: hydration leaves
 * the server's script as it is (React does not compare `dangerouslySetInnerHTML` when hydrating), and a page reached
 * by a client navigation, which no crawler sees, goes without it.
 */
import { takeJsonLd } from './handoff'

export function JsonLdScript({ id }: { id: string }) {
  // Only the server's shelf has it; in the browser the shelf is empty, and the script keeps the server's text.
  const json = takeJsonLd(id) ?? ''
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} suppressHydrationWarning />
}
