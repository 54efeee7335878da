// Fixed lists of stored values with the Norwegian label each one shows as (statuses, subjects, carriers, …).

/** Whether a stored text is one of the list's values. */
export function isOneOf<V extends string>(values: readonly V[], value: string): value is V {
  return (values as readonly string[]).includes(value);
}

/** A stored value's label; a value the list does not know (older or foreign data) is shown as it is. */
export function labelOf<V extends string>(labels: Record<V, string>, value: string): string {
  return Object.hasOwn(labels, value) ? labels[value as V] : value;
}
