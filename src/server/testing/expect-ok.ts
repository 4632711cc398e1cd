// Fixtures build state through the API; a step that fails must stop the test there, saying which
// call answered what, rather than surface later as a puzzling 404 or a missing id.
import type { TestResponse } from './harness';

/** The answer when it is 2xx; otherwise throws with the call, its status and its body. */
export function ok(response: TestResponse, what: string): TestResponse {
  if (response.status < 200 || response.status >= 300) throw new Error(`${what}: answered ${response.status} ${response.text.slice(0, 500)}`);
  return response;
}
