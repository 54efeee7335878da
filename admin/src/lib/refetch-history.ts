/**
 * Mutation options for a staff change: the audit entry it writes cannot come back in its result, so the shown
 * `Historikk` (the active `RecordHistory` query of components/record-history.tsx) is read again after it. In a
 * module of its own: the api files that use it need none of the timeline's components.
 */
export const refetchHistory = { refetchQueries: ['RecordHistory'] };
