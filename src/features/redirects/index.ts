/** Redirects from old addresses (docs/decisions/0040-redirects.md): what the proxy and the site use. No Payload. */
export { redirectTarget } from './lookup'
export { localizedTarget, splitLocale } from './model'
