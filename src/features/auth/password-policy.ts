/**
 * The password rule for every CMS user, created or changed: at least 12 characters, and not easy to
 * guess by zxcvbn's estimate (score 3 of 4 or better: common passwords, dictionary words with digits, keyboard
 * walks, repeats and the user's own e-mail or name all score low). Messages in the admin's two languages.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common'

export const PASSWORD_MIN_LENGTH = 12
export const PASSWORD_MIN_SCORE = 3

let factory: ZxcvbnFactory | undefined
/** Built on first use: ranking the dictionaries takes a moment, and only password changes need them. */
const estimator = () => (factory ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs }))

export const passwordMessages = {
  en: {
    tooShort: `The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
    tooEasy: 'This password is too easy to guess (it is common, or close to a word, a pattern or your own name or e-mail). Choose a longer phrase of unrelated words.',
  },
  ar: {
    tooShort: `يجب ألا تقل كلمة المرور عن ${PASSWORD_MIN_LENGTH} حرفًا.`,
    tooEasy: 'كلمة المرور هذه سهلة التخمين (شائعة، أو قريبة من كلمة أو نمط أو من اسمك أو بريدك الإلكتروني). اختر عبارة أطول من كلمات لا رابط بينها.',
  },
} as const

export type PasswordProblem = keyof (typeof passwordMessages)['en']

/** The rule's verdict: null when the password is acceptable. */
export function passwordProblem(password: string, userInputs: string[] = []): PasswordProblem | null {
  if ([...password].length < PASSWORD_MIN_LENGTH) return 'tooShort'
  const inputs = userInputs.flatMap((input) => [input, ...input.split(/[@._\s-]+/)]).filter((s) => s.length >= 3)
  return estimator().check(password, inputs).score < PASSWORD_MIN_SCORE ? 'tooEasy' : null
}

export const passwordMessage = (problem: PasswordProblem, language: string | undefined) =>
  passwordMessages[language === 'ar' ? 'ar' : 'en'][problem]
