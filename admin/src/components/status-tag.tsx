import type { StatusTone } from '@russ/schema/common/status-tone';
import { Tag, type TagProps } from 'antd';

/** The console's one antd Tag colour per shared status tone (`@russ/schema/common/status-tone`). */
export const TONE_COLORS: Record<StatusTone, string> = {
  neutral: 'default',
  info: 'blue',
  progress: 'processing',
  success: 'green',
  warning: 'gold',
  danger: 'red',
};

/** A status as the console shows it: its Norwegian label and its tone. */
export interface StatusView {
  label: string;
  tone: StatusTone;
}

/** The label and tone of `value` from a status's schema maps; an unknown value shows as itself, neutral. */
export function statusView(
  labels: Record<string, string>,
  tones: Record<string, StatusTone>,
  value: string,
): StatusView {
  return Object.hasOwn(labels, value)
    ? { label: labels[value] ?? value, tone: tones[value] ?? 'neutral' }
    : { label: value, tone: 'neutral' };
}

/** The tone of `value` in a status's tone map; neutral when unknown. */
export function statusTone(tones: Record<string, StatusTone>, value: string): StatusTone {
  return Object.hasOwn(tones, value) ? (tones[value] ?? 'neutral') : 'neutral';
}

export type StatusTagProps = Omit<TagProps, 'color'> & { tone: StatusTone };

/** A status in a table cell or on a detail page, coloured by its tone. */
export function StatusTag({ tone, children, ...rest }: StatusTagProps) {
  return (
    <Tag color={TONE_COLORS[tone]} {...rest}>
      {children}
    </Tag>
  );
}

/** `<StatusTag>` of a `StatusView`. */
export function StatusViewTag({ view, ...rest }: Omit<TagProps, 'color' | 'children'> & { view: StatusView }) {
  return (
    <StatusTag tone={view.tone} {...rest}>
      {view.label}
    </StatusTag>
  );
}
