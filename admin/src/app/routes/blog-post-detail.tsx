import { graphQLFailureOf } from '@/lib/graphql-errors';
import { PageContainer } from '@ant-design/pro-components';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Alert, App, Button, Card, Form, Result, Skeleton, Space } from 'antd';
import { StatusTag } from '@/components/status-tag';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { RecordHistory } from '@/components/record-history';
import {
  describeBlogPostAction,
  StaffBlogPostFieldsFragment,
  useBlogPostMutations,
  useStaffBlogPost,
} from '@/features/blog/api/blog';
import {
  BlogPostForm,
  blogPostFormValues,
  showBlogFieldErrors,
  toBlogPostInput,
  type BlogPostFormValues,
} from '@/features/blog/components/blog-post-form';
import { getFragmentData } from '@/gql';
import { usePageTitle } from '@/lib/use-page-title';

/** /admin/blog/new ('Nytt innlegg', a draft) and /admin/blog/:id (edit, 'Publiser' / 'Avpubliser', Historikk). */
export default function BlogPostDetailRoute() {
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<BlogPostFormValues>();
  const mutations = useBlogPostMutations();
  const { data, loading, error } = useStaffBlogPost(isNew ? '' : id);
  const post = data ? getFragmentData(StaffBlogPostFieldsFragment, data.staffBlogPost) : null;
  const title = isNew ? 'Nytt innlegg' : (post?.title ?? 'Innlegg');
  usePageTitle(title);

  if (!isNew && error && !post) {
    const code = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.code : null;
    if (code === 'NOT_FOUND') {
      return <Result status="404" title="Fant ikke innlegget" extra={<Link to="/blog">Til alle innlegg</Link>} />;
    }
    return <Alert type="error" showIcon message="Kunne ikke hente innlegget. Prøv igjen." style={{ margin: 24 }} />;
  }

  const save = async (values: BlogPostFormValues) => {
    try {
      const input = toBlogPostInput(values);
      const { data: saved } = isNew ? await mutations.create(input) : await mutations.update(id, input);
      const result = saved && ('createBlogPost' in saved ? saved.createBlogPost : saved.updateBlogPost);
      message.success('Innlegget er lagret.');
      if (isNew && result) navigate(`/blog/${result.post.id}`);
    } catch (error) {
      const failure = graphQLFailureOf(error);
      if (failure.code === 'BAD_USER_INPUT') {
        const rest = showBlogFieldErrors(form, failure.fieldErrors);
        message.error(rest.length ? rest.join(' ') : 'Sjekk feltene og prøv igjen.');
        return;
      }
      message.error('Kunne ikke lagre innlegget. Prøv igjen.');
    }
  };

  const publish = async (published: boolean) => {
    if (!post) return;
    try {
      await mutations.setPublished(post.id, published);
      message.success(published ? 'Innlegget er publisert.' : 'Innlegget er avpublisert.');
    } catch {
      message.error('Kunne ikke endre innlegget. Prøv igjen.');
    }
  };

  return (
    <PageContainer
      title={
        <span role="heading" aria-level={2}>
          {title}
        </span>
      }
      tags={
        post ? (
          post.published ? (
            <StatusTag tone="success">Publisert</StatusTag>
          ) : (
            <StatusTag tone="neutral">Utkast</StatusTag>
          )
        ) : undefined
      }
      breadcrumb={{
        items: [{ title: <Link to="/blog">Blogg</Link> }, { title: isNew ? 'Nytt' : (post?.title ?? '…') }],
      }}
      extra={
        post ? (
          post.published ? (
            <Space>
              <Button href={`/blog/${post.slug}`} target="_blank">
                Se innlegget
              </Button>
              <Button onClick={() => void publish(false)} loading={mutations.busy}>
                Avpubliser
              </Button>
            </Space>
          ) : (
            <Button type="primary" onClick={() => void publish(true)} loading={mutations.busy}>
              Publiser
            </Button>
          )
        ) : undefined
      }
    >
      {!isNew && loading && !post ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Card>
            <BlogPostForm
              key={post?.id ?? 'new'}
              form={form}
              initial={blogPostFormValues(post)}
              onSubmit={(values) => void save(values)}
              onCancel={() => navigate('/blog')}
              saving={mutations.busy}
            />
          </Card>
          {post ? (
            <Card title="Historikk">
              <RecordHistory entityType="blog_post" entityId={post.id} describe={describeBlogPostAction} />
            </Card>
          ) : null}
        </Space>
      )}
    </PageContainer>
  );
}
