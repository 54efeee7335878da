/** See process-alive.mjs. */
export function isAlive(pid: number): boolean;

/** See process-alive.mjs. */
export function signalGroup(pid: number, signal: NodeJS.Signals): void;
