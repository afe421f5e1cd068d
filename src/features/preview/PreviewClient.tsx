'use client'
/**
 * The preview's island: the exit link keeps the current address, and inside the admin's live preview the page
 * tells the admin it is ready and re-renders on each save (Payload posts `payload-document-event`).
 */
import { usePathname, useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { PREVIEW_EXIT_ENDPOINT } from './paths'

export function PreviewExitLink({ label, className }: { label: string; className?: string }) {
  const pathname = usePathname()
  return (
    <a className={className} href={`${PREVIEW_EXIT_ENDPOINT}?${new URLSearchParams({ path: pathname || '/' })}`}>
      {label}
    </a>
  )
}

export function PreviewRefresh() {
  const router = useRouter()
  useEffect(() => {
    if (window.parent === window) return
    const origin = window.location.origin
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin) return
      const data = event.data as { type?: unknown } | null
      if (data?.type === 'payload-document-event') router.refresh()
    }
    window.addEventListener('message', onMessage)
    window.parent.postMessage({ type: 'payload-live-preview', ready: true }, origin)
    return () => window.removeEventListener('message', onMessage)
  }, [router])
  return null
}
