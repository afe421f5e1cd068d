/**
 * The only JavaScript of "Save this wilayat for offline" on a wilayat's page: an inline script right after the
 * section's markup (hashed by the strict script policy by its exact text, like the alert banner's, ADR 0016), so that
 * the page's first load gains no file (ADR 0012). It does no saving itself: it asks the service worker, by a message
 * with a port, and writes what the worker answers (its progress, then the size and time saved) into the status line.
 * The section is `hidden` in the HTML and shown only where a worker is there to do it; a browser without one (or a
 * development server, which registers none) shows nothing. Plain ES5, under 1 KB; the words are the worker's and the
 * markup's, both from the message files.
 */
export const SAVE_SECTION_ID = 'save-offline'

export function saveScriptSource(): string {
  return [
    '(function(){try{',
    `var a=document.getElementById(${JSON.stringify(SAVE_SECTION_ID)}),w=navigator.serviceWorker;`,
    'if(!a||!w||!window.caches||!window.MessageChannel)return;',
    "var s=a.querySelector('[data-save-status]'),b=a.querySelectorAll('button[data-when]'),y=0;",
    'function v(d){var i,f=document.activeElement,o=null;y=!d.done;s.textContent=d.text;',
    "for(i=0;i<b.length;i++){if(d.state!=='busy')b[i].hidden=b[i].getAttribute('data-when')!==d.state;",
    "b[i].setAttribute('aria-disabled',String(y));o=o||(b[i].hidden?null:b[i])}",
    'a.hidden=!1;if(d.done&&f&&f.hidden&&o)o.focus()}',
    'function q(x){w.ready.then(function(r){var c=new MessageChannel;c.port1.onmessage=function(e){v(e.data)};',
    "r.active.postMessage({type:'dhofar-save-wilayat',action:x,list:a.getAttribute('data-list'),width:innerWidth,dpr:devicePixelRatio||1},[c.port2])})}",
    "a.addEventListener('click',function(e){var t=e.target.closest&&e.target.closest('button[data-action]');",
    "if(t&&!y){y=1;q(t.getAttribute('data-action'))}});q('status')",
    '}catch(x){}})();',
  ].join('')
}
