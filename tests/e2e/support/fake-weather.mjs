/**
 * A local stand-in for the weather provider (docs/product.md, ADR 0007), so the end-to-end suite can show the
 * season pages' weather block without the internet. scripts/test.mjs starts it on a free localhost port for the
 * whole e2e step (the build renders the season pages, so it must already answer then) and points WEATHER_URL at
 * it; only our server ever calls it, never the browser.
 *
 * It answers Open-Meteo's `current` shape for the places it knows, keyed by the coordinates exactly as the seed
 * writes them (src/seed/data/seasons.ts), and fails in every way a real provider can for the others:
 *   - Khareef's four places and Mughsail answer, so the Khareef page shows four cards and Sarb three;
 *   - Sadah (Sarb) answers 500, so Sarb's fourth card is left out;
 *   - every winter place fails (500, 503, a malformed body, and a reply that never comes, which our 2 s timeout
 *     ends), so the winter page has no weather block at all.
 * `GET /__requests` lists the coordinates asked for, so a test can prove the provider was asked (an absent block
 * is then a failure handled, not a provider that was never called).
 *
 * Run as a script (`node tests/e2e/support/fake-weather.mjs`, PORT optional) it prints its URL on the first line
 * of its output and serves until it is stopped.
 */
import http from 'node:http'
import { pathToFileURL } from 'node:url'

/** Readings for the places the fake knows: "lat,lng" → Open-Meteo's `current`. */
export const READINGS = {
  '17.0194,54.0897': { temperature_2m: 26.4, weather_code: 61 }, // Salalah: drizzle
  '17.0375,54.3995': { temperature_2m: 25.2, weather_code: 3 }, // Taqah: overcast
  '16.9926,54.692': { temperature_2m: 27.1, weather_code: 2 }, // Mirbat: partly cloudy
  '16.742,53.418': { temperature_2m: 23.6, weather_code: 45 }, // Rakhyut: fog
  '16.882,53.781': { temperature_2m: 28.3, weather_code: 0 }, // Mughsail: clear
}

/** How the fake fails for the other seeded places. */
export const FAILURES = {
  '17.05,55.065': 'error', // Sadah: 500
  '17.4592,55.2464': 'error', // Hasik: 500
  '17.666,54.024': 'unavailable', // Thumrait: 503
  '18.256,53.657': 'hang', // Shisr: never answers
  '19.55,54.88': 'malformed', // Muqshin: 200 with a body that is not a reading
}

function json(response, status, body) {
  response.writeHead(status, { 'Content-Type': 'application/json' })
  response.end(JSON.stringify(body))
}

/** Starts the fake on 127.0.0.1 (port 0: any free one). Resolves to its forecast URL and a close function. */
export function startFakeWeather(port = 0) {
  const requests = []
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    if (url.pathname === '/__requests') return json(response, 200, requests)
    if (url.pathname !== '/v1/forecast') return json(response, 404, { error: true, reason: 'Not found' })
    const key = `${url.searchParams.get('latitude')},${url.searchParams.get('longitude')}`
    const failure = FAILURES[key]
    requests.push({ key, outcome: failure ?? (READINGS[key] ? 'ok' : 'unknown') })
    if (failure === 'hang') return // the socket stays open until the caller gives up (or the fake closes)
    if (failure === 'error') return json(response, 500, { error: true, reason: 'Internal error' })
    if (failure === 'unavailable') return json(response, 503, { error: true, reason: 'Service unavailable' })
    if (failure === 'malformed') return json(response, 200, { current_units: {}, current: { note: 'no reading' } })
    const current = READINGS[key]
    if (!current) return json(response, 400, { error: true, reason: `No data for ${key}` })
    return json(response, 200, { latitude: Number(url.searchParams.get('latitude')), current: { time: new Date().toISOString(), ...current } })
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      const { port: actual } = server.address()
      resolve({
        url: `http://127.0.0.1:${actual}/v1/forecast`,
        close: () => {
          server.closeAllConnections()
          server.close()
        },
      })
    })
  })
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { url, close } = await startFakeWeather(Number(process.env.PORT ?? 0))
  console.log(url)
  for (const signal of ['SIGTERM', 'SIGINT']) {
    process.on(signal, () => {
      close()
      process.exit(0)
    })
  }
}
