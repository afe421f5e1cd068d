/** The faq feature's public face: other features and the routes import only this (ESLint keeps it so). */
export { FaqScreen } from './FaqScreen'
export { faqQuestions } from './faq'
