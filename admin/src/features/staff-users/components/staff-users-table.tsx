import type { ProColumns } from '@ant-design/pro-components';
import { App, Form, Modal, Tag } from 'antd';
import { StatusTag } from '@/components/status-tag';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { getFragmentData } from '@/gql';
import type { StaffUserFieldsFragment as StaffUserRow } from '@/gql/graphql';
import { formatDate } from '@russ/schema/common/dates';
import {
  StaffUserFieldsFragment,
  StaffUsersDocument,
  useStaffUserMutations,
} from '@/features/staff-users/api/staff-users';
import { roleText } from '@/features/staff-users/staff-user-display';
import { showServerErrors } from './password-rules';
import { STAFF_USER_FIELDS, StaffUserForm, type StaffUserFormValues } from './staff-user-form';
import { fragmentPage, useListRequest } from '@/lib/use-list-request';
import { ListTable, searchColumn, statusColumn } from '@/components/list-table';

interface StaffUsersTableParams {
  search?: string;
  role?: string;
  active?: string;
}

/** `Ansatte` (administrators): every staff user with role and status; 'Ny ansatt' creates one. */
export function StaffUsersTable() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const requestStaffUsers = useListRequest(StaffUsersDocument, {
    page: (data) => fragmentPage(StaffUserFieldsFragment, data.staffUsers),
    filter: ({ role, active }: StaffUsersTableParams) => ({
      role: role || null,
      active: active === 'true' ? true : active === 'false' ? false : null,
    }),
  });
  const mutations = useStaffUserMutations();
  const [creating, setCreating] = useState(false);
  const [form] = Form.useForm<StaffUserFormValues>();

  const columns: ProColumns<StaffUserRow>[] = [
    searchColumn('Navn, brukernavn eller e-post', 3),
    {
      title: 'Brukernavn',
      dataIndex: 'username',
      hideInSearch: true,
      render: (_, row) => <Link to={`/staff/${row.id}`}>{row.username}</Link>,
    },
    { title: 'Navn', dataIndex: 'name', hideInSearch: true, render: (_, row) => row.name ?? '–' },
    { title: 'E-post', dataIndex: 'email', hideInSearch: true, ellipsis: true, render: (_, row) => row.email ?? '–' },
    {
      title: 'Rolle',
      dataIndex: 'role',
      valueType: 'select',
      valueEnum: { staff: { text: 'Ansatt' }, admin: { text: 'Administrator' } },
      order: 2,
      width: 140,
      fieldProps: { placeholder: 'Alle' },
      render: (_, row) => <Tag color={row.role === 'admin' ? 'red' : 'default'}>{roleText(row.role)}</Tag>,
    },
    statusColumn(
      (row) => (row.active ? { tone: 'success', label: 'Aktiv' } : { tone: 'neutral', label: 'Deaktivert' }),
      {
        dataIndex: 'active',
        valueEnum: { true: { text: 'Aktiv' }, false: { text: 'Deaktivert' } },
        order: 1,
        width: 120,
        placeholder: 'Alle',
      },
    ),
    {
      title: 'To-trinns',
      dataIndex: 'totpEnabled',
      hideInSearch: true,
      width: 110,
      render: (_, row) =>
        row.totpEnabled ? <StatusTag tone="success">På</StatusTag> : <StatusTag tone="neutral">Av</StatusTag>,
    },
    {
      title: 'Opprettet',
      dataIndex: 'createdAt',
      hideInSearch: true,
      width: 110,
      render: (_, row) => formatDate(row.createdAt),
    },
  ];

  const save = async (values: StaffUserFormValues) => {
    try {
      const { data } = await mutations.create({
        name: values.name,
        username: values.username,
        email: values.email,
        role: values.role,
        password: values.password,
      });
      if (!data) return;
      message.success('Den ansatte er opprettet.');
      setCreating(false);
      navigate(`/staff/${getFragmentData(StaffUserFieldsFragment, data.createStaffUser).id}`);
    } catch (error) {
      const rest = showServerErrors(form, error, STAFF_USER_FIELDS);
      if (rest) message.error(rest);
    }
  };

  return (
    <>
      <ListTable<StaffUserRow, StaffUsersTableParams>
        headerTitle="Alle ansatte"
        columns={columns}
        create={{ label: 'Ny ansatt', onClick: () => setCreating(true) }}
        request={requestStaffUsers}
        counted={['ansatt', 'ansatte']}
      />
      <Modal title="Ny ansatt" open={creating} onCancel={() => setCreating(false)} footer={null} destroyOnHidden>
        <StaffUserForm
          form={form}
          onSubmit={(values) => void save(values)}
          onCancel={() => setCreating(false)}
          saving={mutations.busy}
        />
      </Modal>
    </>
  );
}
