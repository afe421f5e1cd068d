/**
 * POST /api/alerts/from-preset { preset }: a new draft alert from a preset (./presets.ts), with its title and message
 * in both languages, its severity and category, starting now. The admin's "New alert from a preset" panel calls it
 * and opens the draft; the editor then sets the wilayats, places and times, and publishes. Staff only; a draft is
 * never shown to visitors. Both languages are written in one transaction: a failure leaves nothing behind.
 */
import { commitTransaction, initTransaction, killTransaction, type Endpoint, type PayloadRequest } from 'payload'
import { z } from 'zod'

import { isStaff } from '@/lib/access'

import { ALERT_PRESETS, presetByKey } from './presets'

const body = z.object({ preset: z.enum(ALERT_PRESETS.map((preset) => preset.key) as [string, ...string[]]) })

const TEXT = {
  signIn: { en: 'Sign in to create alerts.', ar: 'سجّل الدخول لإنشاء التنبيهات.' },
  forbidden: { en: 'You are not allowed to create alerts.', ar: 'لا تملك صلاحية إنشاء التنبيهات.' },
  unknown: { en: 'Choose one of the presets.', ar: 'اختر أحد القوالب الجاهزة.' },
} as const

const say = (req: PayloadRequest, key: keyof typeof TEXT) => TEXT[key][req.i18n?.language === 'ar' ? 'ar' : 'en']

export const createFromPreset: Endpoint = {
  path: '/from-preset',
  method: 'post',
  handler: async (req) => {
    if (!req.user) return Response.json({ message: say(req, 'signIn') }, { status: 401 })
    if (!isStaff(req)) return Response.json({ message: say(req, 'forbidden') }, { status: 403 })
    let input: unknown = null
    try {
      input = await req.json?.()
    } catch {
      input = null
    }
    const parsed = body.safeParse(input)
    const preset = parsed.success ? presetByKey(parsed.data.preset) : undefined
    if (!preset) return Response.json({ message: say(req, 'unknown') }, { status: 400 })
    const onset = new Date()
    onset.setSeconds(0, 0)
    const expires = new Date(onset.getTime() + preset.hours * 3600 * 1000)
    const shouldCommit = await initTransaction(req)
    try {
      const created = await req.payload.create({
        collection: 'alerts',
        locale: 'en',
        draft: true,
        data: {
          title: preset.title.en,
          message: preset.message.en,
          severity: preset.severity,
          category: preset.category,
          onset: onset.toISOString(),
          expires: expires.toISOString(),
          _status: 'draft',
        },
        req,
      })
      await req.payload.update({
        collection: 'alerts',
        id: created.id,
        locale: 'ar',
        draft: true,
        data: { title: preset.title.ar, message: preset.message.ar, _status: 'draft' },
        req,
      })
      if (shouldCommit) await commitTransaction(req)
      return Response.json({ id: created.id }, { status: 201 })
    } catch (error) {
      if (shouldCommit) await killTransaction(req)
      throw error
    }
  },
}
