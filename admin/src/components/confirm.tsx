import { Popconfirm, type PopconfirmProps } from 'antd';

/**
 * The console's question before an action that cannot be taken back: `Er du sikker?`, answered `Ja` or `Avbryt`.
 * Its content is made anew each time it opens: kept, the `Ja` of an answered question still carried the loading
 * icon antd had not finished taking away when the question closed, and was named 'loading Ja' the next time.
 */
export function Confirm(props: Omit<PopconfirmProps, 'title' | 'okText' | 'cancelText'>) {
  return <Popconfirm title="Er du sikker?" okText="Ja" cancelText="Avbryt" destroyOnHidden {...props} />;
}
