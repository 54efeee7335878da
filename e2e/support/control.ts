// Talks to the test orchestrator (scripts/e2e-shop.ts) that owns the shop's processes.
export const controlUrl = (process.env.E2E_CONTROL_URL ?? 'http://127.0.0.1:3199').replace(/\/+$/, '');

/** Stops the api process and starts a new one; resolves once /api/health answers again. */
export async function restartApi(): Promise<void> {
  const res = await fetch(`${controlUrl}/restart-api`, { method: 'POST', signal: AbortSignal.timeout(180_000) });
  if (!res.ok) throw new Error(`Restarting the api failed: ${res.status} ${await res.text()}`);
}
