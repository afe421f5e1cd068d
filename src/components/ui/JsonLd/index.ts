export { InlineScript, JsonLd } from './JsonLd'
