/** The JSON-LD documents handed from the server component render to the HTML render (../handoff.ts). */
import { handoff } from '../handoff'

export const jsonLdHandoff = handoff<string>('jsonLdHandoff', 500)
