import { notFound } from 'next/navigation'

/** Any path no screen claims is a 404 in the site's own layout and language. */
export default function CatchAll() {
  notFound()
}
