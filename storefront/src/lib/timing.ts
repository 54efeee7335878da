/** Waits at least `ms` while `work` runs, so a quick answer still reads as "sending". */
export async function withMinimumDuration<T>(work: Promise<T>, ms: number): Promise<T> {
  const [result] = await Promise.all([work, new Promise((resolve) => setTimeout(resolve, ms))]);
  return result;
}
