import { STAFF_USER_MESSAGES as M } from '@russ/schema/staff/staff-users';
import { App, Form, Input, Modal } from 'antd';
import { useChangeOwnPassword } from '@/features/staff-users/api/staff-users';
import { newPasswordRules, showServerErrors } from './password-rules';
import { FormActions } from '@/components/form-actions';

interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  repeatPassword: string;
}

const FIELDS = ['currentPassword', 'newPassword', 'repeatPassword'];

/** `Endre passord` for the signed-in staff member; their other sessions end, this one goes on. */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const { change, busy } = useChangeOwnPassword();
  const [form] = Form.useForm<ChangePasswordValues>();

  const submit = async (values: ChangePasswordValues) => {
    try {
      await change(values.currentPassword, values.newPassword, values.repeatPassword);
      message.success('Passordet er endret. Du er logget ut på andre enheter.');
      onClose();
    } catch (error) {
      const rest = showServerErrors(form, error, FIELDS);
      if (rest) message.error(rest);
    }
  };

  return (
    <Modal title="Endre passord" open={open} onCancel={onClose} footer={null} destroyOnHidden>
      <Form
        form={form}
        name="own-password"
        layout="vertical"
        onFinish={(values) => void submit(values)}
        requiredMark={false}
      >
        <Form.Item
          name="currentPassword"
          label="Nåværende passord"
          rules={[{ required: true, message: 'Skriv inn nåværende passord' }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="newPassword" label="Nytt passord" rules={newPasswordRules} extra="Minst 12 tegn">
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="repeatPassword"
          label="Gjenta nytt passord"
          dependencies={['newPassword']}
          rules={[
            { required: true, message: M.passwordsDiffer },
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                !value || value === getFieldValue('newPassword')
                  ? Promise.resolve()
                  : Promise.reject(new Error(M.passwordsDiffer)),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <FormActions saving={busy} onCancel={onClose} />
      </Form>
    </Modal>
  );
}
