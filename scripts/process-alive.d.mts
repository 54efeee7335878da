/** See process-alive.mjs. */
export function isAlive(pid: number): boolean;
