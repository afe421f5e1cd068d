/** The search results screen's pure logic: the term from the address, its checks, the API call and the states. */
import { describe, expect, it } from 'vitest'

import {
  IDLE,
  checkTerm,
  queryTerm,
  resultFromApi,
  pageCount,
  queryPage,
  searchApiUrl,
  searchPagePath,
  lastPageRedirect,
  stateFromResponse,
  stateFromResults,
} from '@/features/search/screen/model'

const apiItem = {
  imageId: 7,
  uniqueUrl: 'Salalah',
  pgPageLngs: [{ languageId: 2, title: ' Salalah ', description: 'The centre of the governorate' }],
  imageUrl: '/api/media/file/salalah.webp',
  url: '/state-details/Salalah',
  score: 3.2,
  matches: ['salalah'],
}

describe('queryTerm', () => {
  it('trims, takes the first of repeated values and treats a missing q as empty', () => {
    expect(queryTerm('  صلالة ')).toBe('صلالة')
    expect(queryTerm(['Mirbat', 'Taqah'])).toBe('Mirbat')
    expect(queryTerm(undefined)).toBe('')
    expect(queryTerm(null)).toBe('')
    expect(queryTerm('   ')).toBe('')
  })
})

describe('checkTerm', () => {
  it('empty terms make no call; over 200 characters (code points) is too long', () => {
    expect(checkTerm('')).toBe('empty')
    expect(checkTerm('a'.repeat(200))).toBe('ok')
    expect(checkTerm('a'.repeat(201))).toBe('tooLong')
    // 200 emoji are 400 UTF-16 units but 200 characters.
    expect(checkTerm('🌴'.repeat(200))).toBe('ok')
  })
})

describe('addresses', () => {
  it('calls the search API with the language id (1 Arabic, 2 English)', () => {
    expect(searchApiUrl('صلالة', 'ar')).toBe(`/api/v1/search?term=${encodeURIComponent('صلالة')}&languageId=1&limit=10`)
    expect(searchApiUrl('Salalah beach', 'en')).toBe('/api/v1/search?term=Salalah+beach&languageId=2&limit=10')
    expect(searchApiUrl('a&b=c', 'en')).toBe('/api/v1/search?term=a%26b%3Dc&languageId=2&limit=10')
  })

  it('writes the screen’s own address like a GET form, under /ar for Arabic, without q when empty', () => {
    expect(searchPagePath('Salalah', 'en')).toBe('/searchresult?q=Salalah')
    expect(searchPagePath('خريف ظفار', 'ar')).toBe(`/ar/searchresult?q=${encodeURIComponent('خريف')}+${encodeURIComponent('ظفار')}`)
    expect(searchPagePath('', 'en')).toBe('/searchresult')
    expect(searchPagePath('', 'ar')).toBe('/ar/searchresult')
    expect(searchPagePath('Salalah', 'en', 2)).toBe('/searchresult?q=Salalah&page=2')
    expect(searchPagePath('Salalah', 'en', 5, 99)).toBe('/searchresult?q=Salalah&page=5&asked=99')
  })

  it('sends a page past the last one to the last page, naming the page asked for', () => {
    expect(lastPageRedirect('salalah', 'en', 99, 44)).toBe('/searchresult?q=salalah&page=5&asked=99')
    expect(lastPageRedirect('صلالة', 'ar', 6, 44)).toBe(`/ar/searchresult?q=${encodeURIComponent('صلالة')}&page=5&asked=6`)
    expect(lastPageRedirect('salalah', 'en', 5, 44)).toBeNull()
    expect(lastPageRedirect('salalah', 'en', 1, 3)).toBeNull()
    // Nothing found: there is no last page to go to; "No results found." is true.
    expect(lastPageRedirect('zzz', 'en', 3, 0)).toBeNull()
    expect(searchApiUrl('Salalah', 'en', 3)).toBe('/api/v1/search?term=Salalah&languageId=2&limit=10&page=3')
    expect(queryPage('2')).toBe(2)
    expect(queryPage(['3', '4'])).toBe(3)
    for (const junk of ['0', '-1', 'x', '1.5', undefined]) expect(queryPage(junk)).toBe(1)
    expect(pageCount(0)).toBe(1)
    expect(pageCount(21)).toBe(3)
  })
})

describe('resultFromApi', () => {
  it('takes the routed url, the language entry’s texts, the image and the matches', () => {
    expect(resultFromApi(apiItem)).toEqual({
      url: '/state-details/Salalah',
      title: 'Salalah',
      description: 'The centre of the governorate',
      imageUrl: '/api/media/file/salalah.webp',
      matches: ['salalah'],
    })
  })

  it('tolerates missing texts and images, and refuses items without a site path', () => {
    expect(resultFromApi({ url: '/x', pgPageLngs: [], imageUrl: null })).toEqual({
      url: '/x',
      title: '',
      description: '',
      imageUrl: null,
      matches: [],
    })
    expect(resultFromApi({ ...apiItem, url: 'https://evil.example/' })).toBeNull()
    expect(resultFromApi({ ...apiItem, url: undefined })).toBeNull()
    expect(resultFromApi('nope')).toBeNull()
  })
})

describe('stateFromResponse', () => {
  it('results when the API found pages', () => {
    const state = stateFromResponse('Salalah', 200, { isDone: true, data: [apiItem], message: null })
    expect(state.status).toBe('results')
    expect(state.status === 'results' && state.results.map((r) => r.url)).toEqual(['/state-details/Salalah'])
  })

  it('empty (with no message, so "No results found.") when nothing matched', () => {
    expect(stateFromResponse('zzz', 200, { isDone: true, data: [], message: null })).toEqual({
      status: 'empty',
      term: 'zzz',
      message: null,
    })
    expect(stateFromResponse('zzz', 200, { isDone: true, data: null, message: null }).status).toBe('empty')
  })

  it('isDone false empties the results and shows the server’s message', () => {
    expect(stateFromResponse('x', 200, { isDone: false, data: [apiItem], message: 'Index is rebuilding' })).toEqual({
      status: 'empty',
      term: 'x',
      message: 'Index is rebuilding',
    })
    expect(stateFromResponse('x', 200, { isDone: false, data: null, message: '  ' })).toEqual({ status: 'empty', term: 'x', message: null })
  })

  it('a failed call is an error: HTTP errors, a body that is not the envelope', () => {
    const error = { status: 'error', term: 'x', error: 'failed' }
    expect(stateFromResponse('x', 500, { isDone: false, data: null, message: 'boom' })).toEqual(error)
    expect(stateFromResponse('x', 400, { isDone: false, data: null, message: 'term too long' })).toEqual(error)
    expect(stateFromResponse('x', 200, null)).toEqual(error)
    expect(stateFromResponse('x', 200, '<html>')).toEqual(error)
    expect(stateFromResponse('x', 200, { isDone: true, data: 'nope' })).toEqual(error)
  })
})

describe('stateFromResults', () => {
  it('results or empty', () => {
    expect(stateFromResults('a', []).status).toBe('empty')
    expect(stateFromResults('a', [resultFromApi(apiItem)!]).status).toBe('results')
    expect(IDLE).toEqual({ status: 'idle', term: '' })
  })
})
