/**
 * The site's one inline script in <head> for the offline feature (docs/decisions/0043-offline-service-worker.md),
 * marked with an id so that the server's script policy hashes it like the accessibility preferences script
 * (src/lib/script-hashes.mjs); no JavaScript file is added to any page (ADR 0012). Plain ES5, under 1 KB:
 * - registers the service worker (/sw.js) after the page's load event, so that it never competes with the first load,
 *   and once the worker has taken the page over, sends it the addresses of the files the page loaded before (the
 *   worker keeps the build files and fonts among them, so that a repeat visit downloads none of them);
 * - counts the pages this browser has loaded (localStorage) and, from the second on, answers the browser's offer to
 *   install the site (`beforeinstallprompt`, Chromium) by showing the install hint (./InstallHint, hidden in the
 *   HTML) instead of the browser's own bar. The hint is shown on one page only: once it has been shown, answered
 *   or not, it never comes back. "Install" opens the browser's install prompt; "Not now" hides it. Where the browser
 *   makes no such offer (Safari, Firefox, an installed app) nothing is shown. Storage that throws changes nothing
 *   but the hint, which then never shows.
 * Production builds only: in `next dev` a worker would keep serving yesterday's files. Browsers without service
 * workers, and a refused registration, change nothing.
 */
import { InlineScript } from '@/components/ui/JsonLd'
import { KEEP_FILES_MESSAGE } from '@/sw/policy'

/** The pages this browser has loaded (a count), and whether the install hint was shown (any value: never again). */
export const PAGE_VIEWS_KEY = 'dhofar-page-views'
export const INSTALL_HINT_KEY = 'dhofar-install-hint'
export const INSTALL_HINT_ID = 'install-hint'

export const SERVICE_WORKER_SCRIPT = [
  // Once the worker has taken the page over: the files the page loaded before, for the worker to keep (src/sw/policy.ts).
  'if("serviceWorker"in navigator)addEventListener("load",function(){var w=navigator.serviceWorker;w.addEventListener("controllerchange",function(){',
  `w.controller&&w.controller.postMessage({type:${JSON.stringify(KEEP_FILES_MESSAGE)},urls:performance.getEntriesByType("resource").map(function(e){return e.name})})});`,
  'w.register("/sw.js").catch(function(){})});',
  `try{(function(s,v,k){var n=+s.getItem(v)+1||1;s.setItem(v,n);`,
  'addEventListener("beforeinstallprompt",function(e){var h=document.getElementById(' + JSON.stringify(INSTALL_HINT_ID) + ');',
  'if(n<2||s.getItem(k)||!h)return;e.preventDefault();s.setItem(k,"shown");h.hidden=!1;',
  'h.addEventListener("click",function(c){var b=c.target.closest&&c.target.closest("button"),m=document.getElementById("main"),f;if(!b)return;',
  // Focus in the hint, which is about to go: to the main content rather than lost.
  'f=h.contains(document.activeElement);s.setItem(k,b.value);h.hidden=!0;if(m&&f){m.tabIndex=-1;m.focus({preventScroll:!0})}',
  'if(b.value=="install")try{e.prompt()}catch(x){}})})',
  `})(localStorage,${JSON.stringify(PAGE_VIEWS_KEY)},${JSON.stringify(INSTALL_HINT_KEY)})}catch(x){}`,
].join('')

export function ServiceWorkerScript() {
  if (process.env.NODE_ENV !== 'production') return null
  return <InlineScript id="sw-register" source={SERVICE_WORKER_SCRIPT} />
}
