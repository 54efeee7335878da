import type { FormRule } from 'antd';

/** A field that must hold text (spaces alone do not count), with the message the field shows when it does not. */
export function requiredText(message: string): FormRule {
  return { required: true, whitespace: true, message };
}
