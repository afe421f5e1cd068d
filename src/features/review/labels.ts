/** The review workflow's words, in the admin's language (Payload's `i18n.language`). */
export const REVIEW_LABELS = {
  en: {
    panelTitle: 'Review',
    notSaved: 'Save a draft first, then submit it for review.',
    none: 'Not submitted for review.',
    submitted: 'Submitted for review',
    sentBack: 'Sent back',
    submittedBy: (who: string, when: string) => `Submitted by ${who} on ${when}.`,
    sentBackBy: (who: string, when: string) => `Sent back by ${who} on ${when}:`,
    submit: 'Submit for review',
    submitAgain: 'Submit again for review',
    submitHelp: 'Save your draft before submitting: a reviewer publishes the latest draft or sends it back with a comment.',
    comment: 'Comment for the editor',
    sendBack: 'Send back with comment',
    commentRequired: 'Write what the editor should change.',
    busy: 'Saving…',
    done: { submit: 'Submitted for review.', sendBack: 'Sent back to the editor.' },
    failed: 'That did not work. Try again, or reload the page.',
    queueTitle: 'Review',
    mineTitle: 'Your items in review',
    mineEmpty: 'Nothing of yours is waiting for review or sent back.',
    waitingTitle: 'Waiting for your review',
    waitingEmpty: 'Nothing is waiting for review.',
    item: 'Item',
    state: 'State',
    comment_: 'Comment',
    who: 'By',
    when: 'When',
    unknownUser: 'Unknown',
    collections: { pages: 'Page', alerts: 'Alert' } as Record<string, string>,
    // Server answers.
    refused:
      'Only a reviewer or an administrator can publish or unpublish this. Save a draft and submit it for review.',
    onlyReviewers: 'Only a reviewer or an administrator can send back.',
    signIn: 'Sign in first.',
    notFound: 'Not found.',
    badRequest: 'Submit for review, or send back with a comment of at most 1000 characters.',
  },
  ar: {
    panelTitle: 'المراجعة',
    notSaved: 'احفظ مسودة أولًا، ثم أرسلها للمراجعة.',
    none: 'لم يُرسل للمراجعة.',
    submitted: 'مُرسل للمراجعة',
    sentBack: 'أُعيد للتعديل',
    submittedBy: (who: string, when: string) => `أرسله ${who} في ${when}.`,
    sentBackBy: (who: string, when: string) => `أعاده ${who} في ${when}:`,
    submit: 'إرسال للمراجعة',
    submitAgain: 'إرسال للمراجعة مرة أخرى',
    submitHelp: 'احفظ مسودتك قبل الإرسال: ينشر المراجع آخر مسودة أو يعيدها مع تعليق.',
    comment: 'تعليق للمحرر',
    sendBack: 'إعادة مع تعليق',
    commentRequired: 'اكتب ما يجب على المحرر تغييره.',
    busy: 'جارٍ الحفظ…',
    done: { submit: 'أُرسل للمراجعة.', sendBack: 'أُعيد إلى المحرر.' },
    failed: 'لم ينجح ذلك. حاول مرة أخرى أو أعد تحميل الصفحة.',
    queueTitle: 'المراجعة',
    mineTitle: 'عناصرك في المراجعة',
    mineEmpty: 'لا شيء من عناصرك ينتظر المراجعة أو أُعيد إليك.',
    waitingTitle: 'بانتظار مراجعتك',
    waitingEmpty: 'لا شيء ينتظر المراجعة.',
    item: 'العنصر',
    state: 'الحالة',
    comment_: 'التعليق',
    who: 'بواسطة',
    when: 'التاريخ',
    unknownUser: 'غير معروف',
    collections: { pages: 'صفحة', alerts: 'تنبيه' } as Record<string, string>,
    refused: 'لا ينشر هذا أو يلغي نشره إلا مراجع أو مسؤول. احفظ مسودة وأرسلها للمراجعة.',
    onlyReviewers: 'لا يعيد للتعديل إلا مراجع أو مسؤول.',
    signIn: 'سجّل الدخول أولًا.',
    notFound: 'غير موجود.',
    badRequest: 'أرسل للمراجعة، أو أعِد مع تعليق لا يتجاوز 1000 حرف.',
  },
}

export type ReviewLabels = (typeof REVIEW_LABELS)['en']
export const reviewLabels = (language: string | undefined): ReviewLabels => (language === 'ar' ? REVIEW_LABELS.ar : REVIEW_LABELS.en)

/** The field's choices, stored in English. */
export const REVIEW_STATES = ['submitted', 'sentBack'] as const
export type ReviewState = (typeof REVIEW_STATES)[number]
export const REVIEW_STATE_LABELS: Record<ReviewState, { en: string; ar: string }> = {
  submitted: { en: REVIEW_LABELS.en.submitted, ar: REVIEW_LABELS.ar.submitted },
  sentBack: { en: REVIEW_LABELS.en.sentBack, ar: REVIEW_LABELS.ar.sentBack },
}

/** The collections with drafts, where publishing goes through review. */
export const REVIEWED_COLLECTIONS = ['pages', 'alerts'] as const
export type ReviewedCollection = (typeof REVIEWED_COLLECTIONS)[number]
