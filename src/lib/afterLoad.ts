/** Runs `task` once the page has loaded and the main thread is idle (or after 2 s at most); returns a cancel. */
export function afterLoad(task: () => void): () => void {
  let idle: number | undefined
  const schedule = () => {
    idle = window.requestIdleCallback ? window.requestIdleCallback(task, { timeout: 2000 }) : window.setTimeout(task, 200)
  }
  if (document.readyState === 'complete') schedule()
  else window.addEventListener('load', schedule, { once: true })
  return () => {
    window.removeEventListener('load', schedule)
    if (idle !== undefined) (window.cancelIdleCallback ?? window.clearTimeout)(idle)
  }
}
