import { Popconfirm, type PopconfirmProps } from 'antd';

/** The console's question before an action that cannot be taken back: `Er du sikker?`, answered `Ja` or `Avbryt`. */
export function Confirm(props: Omit<PopconfirmProps, 'title' | 'okText' | 'cancelText'>) {
  return <Popconfirm title="Er du sikker?" okText="Ja" cancelText="Avbryt" {...props} />;
}
