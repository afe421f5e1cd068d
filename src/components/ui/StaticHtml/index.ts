export { StaticHtml } from './StaticHtml'
