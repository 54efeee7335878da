import { STAFF_USER_MESSAGES as M } from '@russ/schema/staff/staff-users';
import { App, Button, Descriptions, Form, Input, Modal, Select, Switch, Tag, Tooltip, type FormInstance } from 'antd';
import { StatusTag } from '@/components/status-tag';
import { useState } from 'react';
import type { StaffUserFieldsFragment as StaffUser } from '@/gql/graphql';
import { formatDateTime } from '@russ/schema/common/dates';
import { useStaffUserMutations } from '@/features/staff-users/api/staff-users';
import { roleText } from '@/features/staff-users/staff-user-display';
import { newPasswordRules, showServerErrors } from './password-rules';
import { ROLE_OPTIONS } from './staff-user-form';
import { FormActions } from '@/components/form-actions';
import { Confirm } from '@/components/confirm';
import { DetailSections, RecordCard } from '@/components/detail-page';

/**
 * One staff user: 'Endre rolle', 'Tilbakestill passord', 'Deaktiver' (asks 'Er du sikker?'), 'Aktiver'; the page
 * frame shows its `Historikk`. The last active administrator is not offered a demotion or deactivation (the server refuses them too).
 */
export function StaffUserDetail({ user, lastActiveAdmin }: { user: StaffUser; lastActiveAdmin: boolean }) {
  const { message } = App.useApp();
  const mutations = useStaffUserMutations();
  const [dialog, setDialog] = useState<'role' | 'password' | null>(null);
  const [roleForm] = Form.useForm<{ role: string }>();
  const [passwordForm] = Form.useForm<{ password: string }>();

  /** Runs a change; a refusal goes to the form's fields (`fields`) or, without a field, into a message. */
  const run = async (
    action: () => Promise<unknown>,
    done: string,
    form: FormInstance = roleForm,
    fields: string[] = [],
  ) => {
    try {
      await action();
      message.success(done);
      setDialog(null);
    } catch (error) {
      const rest = showServerErrors(form, error, fields);
      if (rest) message.error(rest);
    }
  };

  const lastAdminNote = lastActiveAdmin ? M.lastAdmin : undefined;

  return (
    <DetailSections>
      <RecordCard
        title="Ansatt"
        actions={
          <>
            <Tooltip title={lastAdminNote}>
              <Button
                disabled={lastActiveAdmin}
                onClick={() => {
                  roleForm.setFieldsValue({ role: user.role });
                  setDialog('role');
                }}
              >
                Endre rolle
              </Button>
            </Tooltip>
            <Button
              onClick={() => {
                passwordForm.resetFields();
                setDialog('password');
              }}
            >
              Tilbakestill passord
            </Button>
            {user.totpEnabled ? (
              <Confirm
                description="Den ansatte blir logget ut og må slå på to-trinns innlogging på nytt."
                onConfirm={() => run(() => mutations.resetTotp(user.id), 'To-trinns innlogging er tilbakestilt.')}
              >
                <Button>Tilbakestill to-trinns innlogging</Button>
              </Confirm>
            ) : null}
            {user.active ? (
              <Tooltip title={lastAdminNote}>
                <span>
                  <Confirm
                    description="Den ansatte blir logget ut og kan ikke logge inn før kontoen aktiveres igjen."
                    disabled={lastActiveAdmin}
                    onConfirm={() => run(() => mutations.setActive(user.id, false), 'Den ansatte er deaktivert.')}
                  >
                    <Button danger disabled={lastActiveAdmin}>
                      Deaktiver
                    </Button>
                  </Confirm>
                </span>
              </Tooltip>
            ) : (
              <Button
                type="primary"
                loading={mutations.busy}
                onClick={() => void run(() => mutations.setActive(user.id, true), 'Den ansatte er aktivert.')}
              >
                Aktiver
              </Button>
            )}
          </>
        }
      >
        <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
          <Descriptions.Item label="Navn">{user.name ?? '–'}</Descriptions.Item>
          <Descriptions.Item label="Brukernavn">{user.username}</Descriptions.Item>
          <Descriptions.Item label="E-post">{user.email ?? '–'}</Descriptions.Item>
          <Descriptions.Item label="Rolle">
            <Tag color={user.role === 'admin' ? 'red' : 'default'} data-testid="staff-user-role">
              {roleText(user.role)}
            </Tag>
          </Descriptions.Item>
          <Descriptions.Item label="Status">
            {user.active ? (
              <StatusTag tone="success" data-testid="staff-user-status">
                Aktiv
              </StatusTag>
            ) : (
              <StatusTag tone="neutral" data-testid="staff-user-status">
                Deaktivert
              </StatusTag>
            )}
          </Descriptions.Item>
          <Descriptions.Item label="To-trinns">
            {user.totpEnabled ? (
              <StatusTag tone="success" data-testid="staff-user-totp">
                På
              </StatusTag>
            ) : (
              <StatusTag tone="neutral" data-testid="staff-user-totp">
                Av
              </StatusTag>
            )}
          </Descriptions.Item>
          <Descriptions.Item label="Krever to-trinns innlogging">
            <Switch
              aria-label="Krever to-trinns innlogging"
              checked={user.totpRequired}
              loading={mutations.busy}
              onChange={(required) =>
                void run(
                  () => mutations.setTotpRequired(user.id, required),
                  required ? 'To-trinns innlogging er påkrevd.' : 'To-trinns innlogging er ikke lenger påkrevd.',
                )
              }
            />
          </Descriptions.Item>
          <Descriptions.Item label="Opprettet">{formatDateTime(user.createdAt)}</Descriptions.Item>
        </Descriptions>
      </RecordCard>

      <Modal
        title="Endre rolle"
        open={dialog === 'role'}
        onCancel={() => setDialog(null)}
        footer={null}
        destroyOnHidden
      >
        <Form
          form={roleForm}
          name="staff-user-role"
          layout="vertical"
          onFinish={({ role }) => void run(() => mutations.changeRole(user.id, role), 'Rollen er endret.')}
        >
          <Form.Item name="role" label="Rolle" rules={[{ required: true, message: 'Velg en rolle' }]}>
            <Select options={ROLE_OPTIONS} />
          </Form.Item>
          <FormActions saving={mutations.busy} onCancel={() => setDialog(null)} />
        </Form>
      </Modal>

      <Modal
        title="Tilbakestill passord"
        open={dialog === 'password'}
        onCancel={() => setDialog(null)}
        footer={null}
        destroyOnHidden
      >
        <Form
          form={passwordForm}
          name="staff-user-password"
          layout="vertical"
          onFinish={({ password }) =>
            void run(
              () => mutations.resetPassword(user.id, password),
              'Passordet er tilbakestilt. Den ansatte er logget ut.',
              passwordForm,
              ['password'],
            )
          }
        >
          <Form.Item name="password" label="Passord" rules={newPasswordRules} extra="Minst 12 tegn">
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <FormActions saving={mutations.busy} onCancel={() => setDialog(null)} />
        </Form>
      </Modal>
    </DetailSections>
  );
}
