/** OpenAPI 3.1 description of the public read API, served at /api/v1/openapi.json. */
const str = { type: 'string' }
const nstr = { type: ['string', 'null'] }
const int = { type: 'integer' }
const lang = { languageId: { type: 'integer', enum: [1, 2], description: '1 Arabic, 2 English' } }
const both = { type: 'object', properties: { en: nstr, ar: nstr } }

function envelope(data: object) {
  return {
    type: 'object',
    required: ['isDone', 'data', 'message'],
    properties: { isDone: { type: 'boolean' }, data, message: nstr },
  }
}

function json(schema: object, description = 'OK') {
  return { description, content: { 'application/json': { schema } } }
}

const errorResponses = {
  '400': json({ $ref: '#/components/schemas/Error' }, 'Bad parameter: isDone false, a message and per-field errors'),
  '404': json({ $ref: '#/components/schemas/Error' }, 'Not found'),
}

const item = (lngsName: string, lngFields: Record<string, object>) => ({
  type: 'object',
  properties: {
    id: str,
    orderNum: int,
    imageId: { type: ['integer', 'null'] },
    imageUrl: nstr,
    toLinkUrl: nstr,
    categry: nstr,
    [lngsName]: { type: 'array', items: { type: 'object', properties: { ...lang, alt: nstr, ...lngFields } } },
  },
})

export const openApiDocument = {
  openapi: '3.1.0',
  info: {
    title: 'Dhofar Governorate public content API',
    version: '1.0.0',
    description:
      'Published content of the Dhofar Governorate website, in the shapes of the original specification. ' +
      'Every response is an envelope { isDone, data, message }. Drafts, inactive sections and ratings are never served.',
  },
  servers: [{ url: '/api/v1' }],
  paths: {
    '/pages/by-url/{uniqueUrl}': {
      get: {
        summary: 'The published page with this unique URL (a list of one, or empty)',
        parameters: [{ name: 'uniqueUrl', in: 'path', required: true, schema: { ...str, pattern: '^[A-Za-z0-9][A-Za-z0-9_-]{0,119}$' } }],
        responses: { '200': json(envelope({ type: 'array', items: { $ref: '#/components/schemas/Page' } })), ...errorResponses },
      },
    },
    '/pages': {
      get: {
        summary: 'Published pages, newest first, optionally of one category',
        parameters: [
          { name: 'category', in: 'query', schema: int, description: 'pgPageCategoryId: news 15, events 20, states 28, seasons 82 (see /settings)' },
          { name: 'limit', in: 'query', schema: { ...int, minimum: 1, maximum: 100, default: 20 } },
          { name: 'page', in: 'query', schema: { ...int, minimum: 1, default: 1 } },
        ],
        responses: { '200': json(envelope({ type: 'array', items: { $ref: '#/components/schemas/Page' } })), ...errorResponses },
      },
    },
    '/pages/{id}/sections': {
      get: {
        summary: 'Active sections of a published page, in order',
        parameters: [{ name: 'id', in: 'path', required: true, schema: int }],
        responses: { '200': json(envelope({ type: 'array', items: { $ref: '#/components/schemas/Section' } })), ...errorResponses },
      },
    },
    '/menus/{type}': {
      get: {
        summary: 'Active menu items in order, with sub-items',
        parameters: [{ name: 'type', in: 'path', required: true, schema: { type: 'string', enum: ['header', 'footer'] } }],
        responses: { '200': json(envelope({ type: 'array', items: { $ref: '#/components/schemas/MenuItem' } })), ...errorResponses },
      },
    },
    '/images': {
      get: {
        summary: 'Images by a list of ids',
        parameters: [{ name: 'ids', in: 'query', required: true, schema: { ...str, pattern: '^\\d+(,\\d+)*$' }, example: '1,2' }],
        responses: { '200': json(envelope({ type: 'array', items: { $ref: '#/components/schemas/Image' } })), ...errorResponses },
      },
    },
    '/images/{id}': {
      get: {
        summary: 'One image',
        parameters: [{ name: 'id', in: 'path', required: true, schema: int }],
        responses: { '200': json(envelope({ $ref: '#/components/schemas/Image' })), ...errorResponses },
      },
    },
    '/settings': {
      get: { summary: 'Public site settings', responses: { '200': json(envelope({ $ref: '#/components/schemas/Settings' })) } },
    },
    '/search': {
      get: {
        summary: 'Published pages in one language matching a term, best first',
        description:
          'Arabic is normalised (alef and hamza forms, taa marbuta, alef maqsura, diacritics, tatweel, the article and clitics), ' +
          'English is stemmed, place names are transliterated (Salalah finds صلالة on the Arabic site) and small typos are tolerated. ' +
          'An empty or blank term returns an empty list.',
        parameters: [
          { name: 'term', in: 'query', schema: { ...str, maxLength: 200 }, description: 'Trimmed; empty gives no results' },
          { name: 'languageId', in: 'query', schema: { ...int, enum: [1, 2], default: 1 }, description: '1 Arabic, 2 English' },
          { name: 'limit', in: 'query', schema: { ...int, minimum: 1, maximum: 50, default: 20 } },
        ],
        responses: {
          '200': json(envelope({ type: 'array', items: { $ref: '#/components/schemas/SearchResult' } })),
          '400': errorResponses['400'],
        },
      },
    },
  },
  components: {
    schemas: {
      Error: envelope({ type: 'null' }),
      Page: {
        type: 'object',
        properties: {
          id: int,
          uniqueUrl: str,
          pgPageCategoryId: { type: ['integer', 'null'] },
          category: str,
          statusId: { type: 'integer', description: '1 = published' },
          pageDate: nstr,
          orderNum: int,
          showDate: { type: 'boolean' },
          imageId: { type: ['integer', 'null'] },
          imageUrl: nstr,
          videoUrl: nstr,
          pgPageLngs: {
            type: 'array',
            items: {
              type: 'object',
              properties: { ...lang, title: nstr, description: nstr, content: { type: 'string', description: 'Sanitised HTML' }, seoTitle: nstr, seoDesc: nstr },
            },
          },
        },
      },
      Section: {
        type: 'object',
        properties: {
          id: str,
          pageId: int,
          isActive: { type: 'boolean' },
          orderNum: int,
          sectionStyle: str,
          pgSlider: {
            type: 'object',
            properties: { pgSliderItems: { type: 'array', items: item('pgSliderItemLng', { title: nstr, subTitle: nstr, btnTitle: nstr, text: str }) } },
          },
          pgSectionCard: {
            type: 'object',
            properties: {
              pgSectionCardItems: {
                type: 'array',
                items: item('pgSectionCardItemLngs', { title: nstr, subTitle: nstr, btnTitle: nstr, description: nstr, text: str }),
              },
            },
          },
        },
      },
      MenuItem: {
        type: 'object',
        properties: {
          id: str,
          isActive: { type: 'boolean' },
          orderNum: int,
          url: nstr,
          title: { ...nstr, description: 'English title' },
          menuItemLngs: { type: 'array', items: { type: 'object', properties: { ...lang, title: nstr } } },
          subItems: { type: 'array', items: { $ref: '#/components/schemas/MenuItem' } },
        },
      },
      Image: { type: 'object', properties: { id: int, fileUrl: nstr } },
      SearchResult: {
        type: 'object',
        properties: {
          imageId: { type: ['integer', 'null'] },
          uniqueUrl: str,
          pgPageLngs: {
            type: 'array',
            description: 'One entry: the searched language',
            items: { type: 'object', properties: { ...lang, title: str, description: nstr } },
          },
          imageUrl: nstr,
          url: { ...str, description: 'Site path of the result (under /ar for Arabic)' },
          score: { type: 'number' },
          matches: { type: 'array', items: str, description: 'Matched words in normalised form, for highlighting' },
        },
      },
      Settings: {
        type: 'object',
        properties: {
          siteName: both,
          tagline: both,
          copyright: both,
          contact: { type: 'object' },
          eventTemperatureText: both,
          social: { type: 'array', items: { type: 'object' } },
          sponsors: { type: 'array', items: { type: 'object' } },
          map: { type: 'object', properties: { tileUrl: str, tileAttribution: str } },
          categoryIds: { type: 'object', additionalProperties: int },
          languages: { type: 'array', items: { type: 'object' } },
        },
      },
    },
  },
} as const
