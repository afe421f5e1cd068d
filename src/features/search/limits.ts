/**
 * The search term's limits, in a module of their own so the results screen's client code
 * can check a term exactly as the service does without loading the service (which reaches the database).
 */

/** Longer terms are refused (400 from the API, a message on the results screen). */
export const MAX_TERM_LENGTH = 200

/** Length in characters as a visitor counts them (code points, so an emoji is one). */
export const termLength = (term: string) => [...term].length
