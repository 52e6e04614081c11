// A station's line to the service in a test: every request recorded, and the line cut, a step
// run just before a chosen request, or an answer made unreadable after the service applied it.
type Match = (method: string, url: string, body: string) => boolean;

export function wire() {
  const sent: { method: string; url: string; body: string }[] = [];
  const state = {
    sent,
    offline: false,
    /** Runs once, before the first request it matches is let through. */
    before: null as null | { match: Match; run: () => Promise<unknown> },
    /** The requests it matches reach the service, but their answers come back unreadable. */
    garble: null as null | Match,
    fetch: async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? init.body : '';
      if (state.offline) throw new TypeError('fetch failed');
      const step = state.before;
      if (step && step.match(method, url, body)) {
        state.before = null;
        await step.run();
      }
      sent.push({ method, url, body });
      const answer = await fetch(input, init);
      if (!state.garble?.(method, url, body)) return answer;
      await answer.arrayBuffer();
      return new Response('{"garbled":true}', {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    },
  };
  return state;
}
