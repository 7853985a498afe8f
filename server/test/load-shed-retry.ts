/**
 * A request as a client that honours load shedding sends it (docs/operations.md §3): a process
 * just started on a loaded machine may answer 503 with Retry-After, refused before any route ran,
 * so it is sent again after the wait (at most 5 s), up to 5 times in all.
 */
export async function fetchHonouringLoadShedding(url: string, init: RequestInit = {}) {
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(url, init);
    if (response.status !== 503 || attempt === 5) return response;
    const seconds = Number(response.headers.get('retry-after') ?? 1);
    await new Promise((resolve) => setTimeout(resolve, Math.min(seconds, 5) * 1000));
  }
}
