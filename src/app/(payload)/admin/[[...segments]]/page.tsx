/* Payload's admin views, as Payload generates them. */
import config from '@payload-config'
import { generatePageMetadata, RootPage } from '@payloadcms/next/views'
import type { Metadata } from 'next'
import { cookies, headers } from 'next/headers'
import { getRequestLanguage } from 'payload'

import { activityViewTitle } from '@/features/activity/cms'

import { importMap } from '../importMap.js'

type Args = {
  params: Promise<{ segments: string[] }>
  searchParams: Promise<{ [key: string]: string | string[] }>
}

export async function generateMetadata({ params, searchParams }: Args): Promise<Metadata> {
  const metadata = await generatePageMetadata({ config, params, searchParams })
  // Payload titles a custom view with one fixed string ("Payload"): the activity view's tab says "Activity" in the
  // admin's language (the language Payload itself chose: its cookie, else the browser's).
  const { segments } = await params
  if (segments?.length === 1 && segments[0] === 'activity') {
    const language = getRequestLanguage({ config: await config, cookies: await cookies(), headers: await headers() })
    const suffix = (await config).admin.meta.titleSuffix ?? ''
    return { ...metadata, title: `${activityViewTitle(language)}${suffix}` }
  }
  return metadata
}

export default function Page({ params, searchParams }: Args) {
  return RootPage({ config, params, searchParams, importMap })
}
