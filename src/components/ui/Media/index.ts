export { Media, imageOf, type MediaProps, type MediaResource, type PlainImage } from './Media'
