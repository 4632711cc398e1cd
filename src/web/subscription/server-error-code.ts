// The `code` of the server's JSON error body (api-client's errors read "{status}: {json}").
export function serverErrorCode(error: unknown): string | null {
  const match = error instanceof Error ? /^\d{3}: ([\s\S]*)$/.exec(error.message) : null;
  if (!match) return null;
  try {
    const parsed = JSON.parse(match[1] ?? '') as { code?: unknown };
    return typeof parsed.code === 'string' ? parsed.code : null;
  } catch {
    return null;
  }
}
