import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useStaffSignIn, type StaffCredentials } from '../api/staff-sign-in';
import type { StaffViewer } from '../api/staff-viewer';

interface StaffLoginFormProps {
  /** A note shown above the fields before anything was tried, e.g. that the session expired. */
  notice?: string;
  onSignedIn: (viewer: StaffViewer) => void;
}

// Plain antd Form rather than pro-components' LoginForm: ProForm pulls in every ProField type
// (date pickers, trees, colour pickers …), about 220 KB gzip the login page does not need.
export function StaffLoginForm({ notice, onSignedIn }: StaffLoginFormProps) {
  const { signIn, signingIn } = useStaffSignIn();
  const [error, setError] = useState<string | null>(null);

  async function handleFinish(values: StaffCredentials) {
    setError(null);
    try {
      const outcome = await signIn(values);
      if (outcome.ok) onSignedIn(outcome.viewer);
      else setError(outcome.message);
    } catch {
      setError('Fikk ikke kontakt med serveren. Prøv igjen om litt.');
    }
  }

  return (
    <Card style={{ width: '100%', maxWidth: 400 }} styles={{ body: { padding: 32 } }}>
      <header style={{ textAlign: 'center', marginBottom: 24 }}>
        <Typography.Title level={2} style={{ marginBottom: 4 }}>
          Russekompaniet
        </Typography.Title>
        <Typography.Text type="secondary">Administrasjon</Typography.Text>
      </header>
      {error ? (
        <Alert type="error" showIcon message={error} role="alert" style={{ marginBottom: 24 }} />
      ) : notice ? (
        <Alert type="info" showIcon message={notice} style={{ marginBottom: 24 }} />
      ) : null}
      <Form<StaffCredentials> layout="vertical" requiredMark={false} onFinish={handleFinish} size="large">
        <Form.Item
          label="Brukernavn"
          name="username"
          rules={[{ required: true, whitespace: true, message: 'Skriv inn brukernavnet ditt' }]}
        >
          <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
        </Form.Item>
        <Form.Item label="Passord" name="password" rules={[{ required: true, message: 'Skriv inn passordet ditt' }]}>
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={signingIn}>
          Logg inn
        </Button>
      </Form>
    </Card>
  );
}
