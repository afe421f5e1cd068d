/** Markdown to Payload's Lexical rich text, with the editor configuration of the running Payload. */
import { convertMarkdownToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical'
import type { Payload } from 'payload'

export type MarkdownConverter = (markdown: string) => ReturnType<typeof convertMarkdownToLexical>

export async function markdownConverter(payload: Payload): Promise<MarkdownConverter> {
  const editorConfig = await editorConfigFactory.default({ config: payload.config })
  return (markdown) => convertMarkdownToLexical({ editorConfig, markdown })
}
