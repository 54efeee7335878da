import { CATALOG_LIMITS, CATALOG_MESSAGES, slugify } from '@russ/schema/catalog/catalog-admin.validators';
import { readingTimeMinutes } from '@russ/schema/catalog/blog';
import { Card, Col, Form, Input, Row, Select, Space, Switch, Typography, type FormInstance } from 'antd';
import { ImageUpload } from '@/components/image-upload';
import type { BlogPostInput, StaffBlogPostFieldsFragment as StaffBlogPost } from '@/gql/graphql';
import { FeaturedLimitOffer } from './featured-limit-offer';
import { MarkdownPreview } from './markdown-preview';
import { FormActions } from '@/components/form-actions';
import { placeFieldErrors, type StaffFormProps } from '@/lib/form-field-errors';
import { requiredText } from '@/lib/form-rules';

export interface BlogPostFormValues {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  category: string;
  tags: string[];
  imageUrl?: string | null;
  featured: boolean;
}

export function blogPostFormValues(post: StaffBlogPost | null): Partial<BlogPostFormValues> {
  if (!post) return { category: 'russetips', tags: [], featured: false, content: '', imageUrl: null };
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: post.content,
    category: post.category,
    tags: post.tags,
    imageUrl: post.imageUrl,
    featured: post.featured,
  };
}

export function toBlogPostInput(values: BlogPostFormValues): BlogPostInput {
  return {
    title: values.title ?? '',
    slug: values.slug ?? '',
    excerpt: values.excerpt ?? '',
    content: values.content ?? '',
    category: values.category ?? '',
    tags: values.tags ?? [],
    imageUrl: values.imageUrl || null,
    featured: values.featured ?? false,
  };
}

const FIELD_NAMES = new Set(['title', 'slug', 'excerpt', 'content', 'category', 'tags', 'imageUrl', 'featured']);

/** Puts the server's field messages next to their fields; gives the ones no field shows. */
export const showBlogFieldErrors = (
  form: FormInstance<BlogPostFormValues>,
  fieldErrorMap: Readonly<Record<string, string>>,
) => placeFieldErrors(form, FIELD_NAMES, fieldErrorMap, { nested: true });

/**
 * 'Nytt innlegg' and edit (admin §16): Tittel, Slug (suggested from the title), Utdrag, Innhold (markdown, with
 * the live preview beside it), Kategori, Stikkord, Bilde, Fremhevet.
 */
export function BlogPostForm({ form, initial, onSubmit, onCancel, saving }: StaffFormProps<BlogPostFormValues>) {
  const content = Form.useWatch('content', form) ?? initial.content ?? '';
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={onSubmit}
      aria-label="Blogginnlegg"
      onValuesChange={(changed: Partial<BlogPostFormValues>) => {
        // A new post's slug follows its title until staff type one themselves.
        if (changed.title !== undefined && !initial.slug && !form.isFieldTouched('slug')) {
          form.setFieldValue('slug', slugify(changed.title));
        }
      }}
    >
      <Row gutter={24}>
        <Col xs={24} lg={12}>
          <Form.Item label="Tittel" name="title" rules={[requiredText(CATALOG_MESSAGES.title)]}>
            <Input maxLength={CATALOG_LIMITS.title} />
          </Form.Item>
        </Col>
        <Col xs={24} lg={12}>
          <Form.Item
            label="Slug"
            name="slug"
            rules={[{ required: true, pattern: /^[a-z0-9]+(?:-[a-z0-9]+)*$/, message: CATALOG_MESSAGES.slug }]}
          >
            <Input addonBefore="/blog/" maxLength={CATALOG_LIMITS.slug} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="Utdrag" name="excerpt" rules={[requiredText(CATALOG_MESSAGES.excerpt)]}>
        <Input.TextArea rows={2} maxLength={CATALOG_LIMITS.excerpt} />
      </Form.Item>
      <Row gutter={24}>
        <Col xs={24} lg={12}>
          <Form.Item
            label="Innhold"
            name="content"
            extra={`Markdown. Lesetid: ${readingTimeMinutes(content)} min`}
            rules={[requiredText(CATALOG_MESSAGES.content)]}
          >
            <Input.TextArea rows={20} style={{ fontFamily: 'monospace' }} />
          </Form.Item>
        </Col>
        <Col xs={24} lg={12}>
          <Typography.Text strong>Forhåndsvisning</Typography.Text>
          <Card size="small" style={{ marginTop: 8, maxHeight: 520, overflow: 'auto' }}>
            <MarkdownPreview content={content} />
          </Card>
        </Col>
      </Row>
      <Space wrap size="large" align="start">
        <Form.Item label="Kategori" name="category" rules={[requiredText(CATALOG_MESSAGES.blogCategory)]}>
          <Input maxLength={CATALOG_LIMITS.blogCategory} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label="Stikkord" name="tags">
          <Select mode="tags" style={{ minWidth: 280 }} tokenSeparators={[',']} open={false} suffixIcon={null} />
        </Form.Item>
        <Form.Item label="Fremhevet" name="featured" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Space>
      <Form.Item noStyle shouldUpdate>
        {() => (
          <FeaturedLimitOffer
            refused={form.getFieldError('featured').length > 0}
            onFreed={() => {
              form.setFields([{ name: 'featured', errors: [] }]);
              form.submit();
            }}
          />
        )}
      </Form.Item>
      <Form.Item label="Bilde" name="imageUrl">
        <ImageUpload kind="blog" previewWidth={240} />
      </Form.Item>
      <FormActions saving={saving} onCancel={onCancel} />
    </Form>
  );
}
