import type { StatusTone } from '@russ/schema/common/status-tone';

/** How a status is shown: its Norwegian label and its shared tone (the colour of its badge). */
export interface StatusView {
  label: string;
  tone: StatusTone;
}

/** The label and tone of a known status; an unknown value is shown as it is, in the neutral tone. */
export function statusView<S extends string>(
  labels: Record<S, string>,
  tones: Record<S, StatusTone>,
  status: string,
): StatusView {
  return Object.hasOwn(labels, status)
    ? { label: labels[status as S], tone: tones[status as S] }
    : { label: status, tone: 'neutral' };
}
