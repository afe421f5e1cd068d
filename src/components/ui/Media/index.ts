export { Media, imageOf, type MediaProps, type MediaResource, type PlainImage } from './Media'
export { DEFAULT_EVENT_IMAGE } from './defaultImage'
export { DeferredSrcSet } from './Img'
export { completeDeferredPictures, imageUrl } from './imageUrl'
