import { graphQLFailureOf, inputRefusalOf } from '@/lib/graphql-errors';
import { App, Button, Card, Form, Space } from 'antd';
import { DetailPage } from '@/components/detail-page';
import { StatusTag } from '@/components/status-tag';
import { useNavigate, useParams } from 'react-router-dom';
import { StaffBlogPostFieldsFragment, useBlogPostMutations, useStaffBlogPost } from '@/features/blog/api/blog';
import {
  BlogPostForm,
  blogPostFormValues,
  showBlogFieldErrors,
  toBlogPostInput,
  type BlogPostFormValues,
} from '@/features/blog/components/blog-post-form';
import { getFragmentData } from '@/gql';

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
    } catch (error) {
      const failure = graphQLFailureOf(error);
      if (failure.code === 'BAD_USER_INPUT') {
        // Publishing a featured post when the home page shows three: the reason under 'Fremhevet', with the offer.
        showBlogFieldErrors(form, failure.fieldErrors);
        message.error(inputRefusalOf(error));
        return;
      }
      message.error('Kunne ikke endre innlegget. Prøv igjen.');
    }
  };

  return (
    <DetailPage
      title={title}
      list={{ to: '/blog', title: 'Blogg' }}
      crumb={isNew ? 'Nytt' : (post?.title ?? '…')}
      tags={
        post ? (
          post.published ? (
            <StatusTag tone="success">Publisert</StatusTag>
          ) : (
            <StatusTag tone="neutral">Utkast</StatusTag>
          )
        ) : undefined
      }
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
      loading={!isNew && loading}
      error={isNew ? undefined : error}
      ready={isNew || !!post}
      notFound={{ title: 'Fant ikke innlegget', link: 'Til alle innlegg' }}
      loadFailed="Kunne ikke hente innlegget. Prøv igjen."
      skeletonRows={10}
      history={post ? { entityType: 'blog_post', entityId: post.id } : undefined}
    >
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
    </DetailPage>
  );
}
