/**
 * The speaker toggle's state machine (idle, speaking; a click reads, a second click cancels; back to
 * idle at the end), on the browser's Web Speech API. Reads the main content (#main) of the page being shown.
 */
import { usePathname } from 'next/navigation'
import { useCallback, useEffect, useRef, useState } from 'react'

import type { Locale } from '@/i18n/locales'
import { useClientValue } from '@/lib/useHydrated'

import { SPEECH_PITCH, SPEECH_RATE, chooseVoice, chunkText, collectParagraphs } from './speech'

function speechSupported() {
  return typeof window.speechSynthesis?.speak === 'function' && typeof window.SpeechSynthesisUtterance === 'function'
}

export function useSpeech(locale: Locale) {
  // False on the server and during hydration, so the control appears only where the browser can speak.
  const supported = useClientValue(speechSupported, false)
  const [speaking, setSpeaking] = useState(false)
  // Each reading gets a number; events from a cancelled reading carry an old number and are ignored.
  const reading = useRef(0)
  // Chrome may garbage-collect queued utterances and then never fire their end event: keep them referenced.
  const queue = useRef<SpeechSynthesisUtterance[]>([])

  const stop = useCallback(() => {
    reading.current += 1
    queue.current = []
    window.speechSynthesis?.cancel() // absent where the browser cannot speak (the reset button calls this too)
    setSpeaking(false)
  }, [])

  const start = useCallback(() => {
    const main = document.getElementById('main')
    const chunks = main ? chunkText(collectParagraphs(main)) : []
    if (chunks.length === 0) return
    const synth = window.speechSynthesis
    synth.cancel() // a reading left over from an earlier page must not run on
    const id = ++reading.current
    const { lang, voice } = chooseVoice(locale, synth.getVoices())
    const finish = () => {
      if (reading.current !== id) return
      reading.current += 1
      queue.current = []
      setSpeaking(false)
    }
    queue.current = chunks.map((text, index) => {
      const utterance = new SpeechSynthesisUtterance(text)
      utterance.lang = lang
      if (voice) utterance.voice = voice
      utterance.rate = SPEECH_RATE
      utterance.pitch = SPEECH_PITCH
      if (index === chunks.length - 1) utterance.onend = finish
      utterance.onerror = finish // a failed piece ends the reading rather than leaving the toggle stuck on
      return utterance
    })
    setSpeaking(true)
    for (const utterance of queue.current) synth.speak(utterance)
  }, [locale])

  const toggle = useCallback(() => (speaking ? stop() : start()), [speaking, start, stop])

  // A reading belongs to the page it started on: a navigation, or the panel unmounting, stops it.
  const pathname = usePathname()
  const speakingRef = useRef(false)
  useEffect(() => {
    speakingRef.current = speaking
  }, [speaking])
  useEffect(() => {
    if (speakingRef.current) stop()
  }, [pathname, stop])
  useEffect(() => () => {
    if (speakingRef.current) window.speechSynthesis.cancel()
  }, [])

  return { supported, speaking, toggle, stop }
}
