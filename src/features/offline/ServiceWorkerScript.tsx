/**
 * Registers the service worker (/sw.js, docs/decisions/0043-offline-service-worker.md) after the page's load event,
 * so that it never competes with the first load: a tiny inline script the layout writes into <head> (marked with an
 * id, so the server's script policy hashes it like the accessibility preferences script: src/lib/script-hashes.mjs),
 * and no JavaScript file added to any page (ADR 0012). Production builds only: in `next dev` a worker would keep
 * serving yesterday's files. Browsers without service workers, and a refused registration, change nothing.
 */
import { InlineScript } from '@/components/ui/JsonLd'

export const SERVICE_WORKER_SCRIPT =
  'if("serviceWorker"in navigator)addEventListener("load",function(){navigator.serviceWorker.register("/sw.js").catch(function(){})});'

export function ServiceWorkerScript() {
  if (process.env.NODE_ENV !== 'production') return null
  return <InlineScript id="sw-register" source={SERVICE_WORKER_SCRIPT} />
}
