import { Form, Input, Select, type FormInstance } from 'antd';
import { newPasswordRules } from './password-rules';
import { FormActions } from '@/components/form-actions';
import { requiredText } from '@/lib/form-rules';

export interface StaffUserFormValues {
  name: string;
  username: string;
  email: string;
  role: 'staff' | 'admin';
  password: string;
}

export const ROLE_OPTIONS = [
  { value: 'staff', label: 'Ansatt' },
  { value: 'admin', label: 'Administrator' },
];

export const STAFF_USER_FIELDS = ['name', 'username', 'email', 'role', 'password'] as const;

/** `Ny ansatt`: 'Navn', 'Brukernavn', 'E-post', 'Rolle', 'Passord'; 'Lagre' / 'Avbryt'. */
export function StaffUserForm({
  form,
  onSubmit,
  onCancel,
  saving,
}: {
  form: FormInstance<StaffUserFormValues>;
  onSubmit: (values: StaffUserFormValues) => void;
  onCancel: () => void;
  saving: boolean;
}) {
  return (
    <Form
      form={form}
      name="new-staff-user"
      layout="vertical"
      initialValues={{ role: 'staff' }}
      onFinish={onSubmit}
      requiredMark={false}
    >
      <Form.Item name="name" label="Navn" rules={[requiredText('Navn er påkrevd')]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="username" label="Brukernavn" rules={[requiredText('Brukernavn er påkrevd')]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="email"
        label="E-post"
        rules={[{ required: true, type: 'email', message: 'Ugyldig e-postadresse' }]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="role" label="Rolle" rules={[{ required: true, message: 'Velg en rolle' }]}>
        <Select options={ROLE_OPTIONS} />
      </Form.Item>
      <Form.Item name="password" label="Passord" rules={newPasswordRules} extra="Minst 12 tegn">
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <FormActions saving={saving} onCancel={onCancel} />
    </Form>
  );
}
