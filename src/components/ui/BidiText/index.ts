export { BidiText } from './BidiText'
