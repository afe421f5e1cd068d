/**
 * CMS rich text to safe HTML: Lexical is converted to HTML, then sanitised with an allow-list, so nothing an
 * editor pastes (scripts, event handlers, javascript: links, iframes) reaches a visitor.
 */
import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import sanitizeHtml from 'sanitize-html'

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'code', 'pre',
    'blockquote', 'ul', 'ol', 'li', 'a', 'span', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'img', 'figure', 'figcaption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    '*': ['dir', 'lang'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  transformTags: {
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '')
      return {
        tagName,
        attribs: external ? { ...attribs, rel: 'noopener noreferrer', target: '_blank' } : attribs,
      }
    },
  },
}

export function sanitize(html: string): string {
  return sanitizeHtml(html, options)
}

function isEditorState(value: unknown): value is SerializedEditorState {
  return typeof value === 'object' && value !== null && 'root' in value
}

/** Rich text (Lexical JSON or an HTML string) to sanitised HTML; anything else gives an empty string. */
export function richTextToHtml(value: unknown): string {
  if (typeof value === 'string') return sanitize(value)
  if (!isEditorState(value)) return ''
  return sanitize(convertLexicalToHTML({ data: value, disableContainer: true }))
}
