import { Button, Space } from 'antd';

/** The foot of every staff form: `Lagre` submits the form (spinning while it saves), `Avbryt` leaves it. */
export function FormActions({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  return (
    <Space>
      <Button type="primary" htmlType="submit" loading={saving}>
        Lagre
      </Button>
      <Button onClick={onCancel}>Avbryt</Button>
    </Space>
  );
}
