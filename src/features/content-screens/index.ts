/** The content-screens feature's public face: other features and the routes import only this (ESLint keeps it so). */
export { ContentScreen } from './ContentScreen'
export { VisaButton, VisaImages, visaSection } from './EVisa'
export { SocialCards, socialCards } from './SocialCards'
export { simpleScreen } from './simpleScreen'
