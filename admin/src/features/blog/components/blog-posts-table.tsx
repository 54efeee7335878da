import type { ProColumns } from '@ant-design/pro-components';
import { Tag } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import type { StaffBlogPostFieldsFragment as PostRow } from '@/gql/graphql';
import { formatDate } from '@russ/schema/common/dates';
import { StaffBlogPostFieldsFragment, StaffBlogPostsDocument } from '@/features/blog/api/blog';
import { fragmentPage, useListRequest } from '@/lib/use-list-request';
import { ListTable, searchColumn, statusColumn } from '@/components/list-table';

interface BlogTableParams {
  search?: string;
  status?: string;
}

/** `Blogg`: every post, drafts too, newest first; 'Nytt innlegg'. */
export function BlogPostsTable() {
  const navigate = useNavigate();
  const requestPosts = useListRequest(StaffBlogPostsDocument, {
    page: (data) => fragmentPage(StaffBlogPostFieldsFragment, data.staffBlogPosts),
    filter: ({ status }: BlogTableParams) => ({
      published: status === 'published' ? true : status === 'draft' ? false : null,
    }),
  });

  const columns: ProColumns<PostRow>[] = [
    searchColumn('Tittel, slug eller utdrag', 2),
    {
      title: 'Tittel',
      dataIndex: 'title',
      hideInSearch: true,
      render: (_, row) => <Link to={`/blog/${row.id}`}>{row.title}</Link>,
    },
    { title: 'Slug', dataIndex: 'slug', hideInSearch: true, ellipsis: true },
    { title: 'Kategori', dataIndex: 'category', hideInSearch: true, width: 130 },
    statusColumn(
      (row) => (row.published ? { tone: 'success', label: 'Publisert' } : { tone: 'neutral', label: 'Utkast' }),
      {
        order: 1,
        width: 120,
        valueEnum: { published: { text: 'Publisert' }, draft: { text: 'Utkast' } },
        placeholder: 'Alle',
      },
    ),
    {
      title: 'Fremhevet',
      dataIndex: 'featured',
      hideInSearch: true,
      width: 100,
      render: (_, row) => (row.featured ? <Tag color="gold">Fremhevet</Tag> : '–'),
    },
    {
      title: 'Dato',
      dataIndex: 'publishedAt',
      hideInSearch: true,
      width: 110,
      render: (_, row) => formatDate(row.publishedAt),
    },
    {
      title: 'Lesetid',
      dataIndex: 'readingMinutes',
      hideInSearch: true,
      width: 90,
      render: (_, row) => `${row.readingMinutes} min`,
    },
  ];

  return (
    <ListTable<PostRow, BlogTableParams>
      headerTitle="Alle innlegg"
      columns={columns}
      create={{ label: 'Nytt innlegg', onClick: () => navigate('/blog/new') }}
      request={requestPosts}
      counted={['innlegg', 'innlegg']}
      scroll={{ x: 900 }}
    />
  );
}
