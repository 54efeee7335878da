import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CATALOG_MESSAGES, featuredLimitMessage } from '@russ/schema/catalog/catalog-admin.validators';
import { readingTimeMinutes } from '@russ/schema/catalog/blog';
import { buildApp } from '../src/app.js';
import { openDb, type MikroORM } from '../src/db.js';
import { AuditEntry } from '../src/modules/audit/audit-entry.entity.js';
import { BlogPost } from '../src/modules/blog/blog-post.entity.js';
import { graphql } from './gql/index.js';
import { multipart, PDF_BYTES, pngBytes } from './support/multipart.js';
import { startTestApp, type TestApp } from './support/app.js';
import { refusalOf } from './support/results.js';

/**
 * The console's catalogue and content (admin §10): `Produkter` (create, edit, `Skjul`/`Vis`, unique names,
 * images checked by content and resized), the catalogue cache dropped in every API process, `Blogg` (drafts,
 * unique slugs, `Publiser`/`Avpubliser`, at most three featured) and `FAQ` (order, delete by administrators).
 * Every change writes an audit record.
 */

const CreateProduct = graphql(`
  mutation CatalogTestCreateProduct($input: ProductInput!) {
    createProduct(input: $input) {
      __typename
      product {
        id
        slug
        name
        price
        fromPrice
        hidden
        imageUrl
        category
      }
    }
  }
`);
const UpdateProduct = graphql(`
  mutation CatalogTestUpdateProduct($id: ID!, $input: ProductInput!) {
    updateProduct(id: $id, input: $input) {
      __typename
      product {
        id
        name
        price
        fromPrice
      }
    }
  }
`);
const SetHidden = graphql(`
  mutation CatalogTestSetHidden($id: ID!, $hidden: Boolean!) {
    setProductHidden(id: $id, hidden: $hidden) {
      id
      hidden
    }
  }
`);
const StaffProducts = graphql(`
  query CatalogTestStaffProducts($search: String, $category: String, $hidden: Boolean) {
    staffProducts(search: $search, filter: { category: $category, hidden: $hidden }, limit: 100) {
      total
      items {
        id
        name
        hidden
        category
      }
    }
  }
`);
const CreatePost = graphql(`
  mutation CatalogTestCreatePost($input: BlogPostInput!) {
    createBlogPost(input: $input) {
      __typename
      post {
        id
        slug
        published
        featured
        readingMinutes
      }
    }
  }
`);
const UpdatePost = graphql(`
  mutation CatalogTestUpdatePost($id: ID!, $input: BlogPostInput!) {
    updateBlogPost(id: $id, input: $input) {
      __typename
      post {
        id
        featured
      }
    }
  }
`);
const Publish = graphql(`
  mutation CatalogTestPublish($id: ID!, $published: Boolean!) {
    setBlogPostPublished(id: $id, published: $published) {
      id
      published
    }
  }
`);
const SetFeatured = graphql(`
  mutation CatalogTestSetFeatured($id: ID!, $featured: Boolean!) {
    setBlogPostFeatured(id: $id, featured: $featured) {
      id
      featured
    }
  }
`);
const PlaceFaq = graphql(`
  mutation CatalogTestPlaceFaq($id: ID!, $position: Int!) {
    placeFaqItem(id: $id, position: $position) {
      id
      question
    }
  }
`);
const FaqList = graphql(`
  query CatalogTestFaq {
    staffFaqItems {
      id
      question
    }
  }
`);
const CreateFaq = graphql(`
  mutation CatalogTestCreateFaq($input: FaqItemInput!) {
    createFaqItem(input: $input) {
      id
      question
    }
  }
`);
const MoveFaq = graphql(`
  mutation CatalogTestMoveFaq($id: ID!, $direction: String!) {
    moveFaqItem(id: $id, direction: $direction) {
      id
      question
    }
  }
`);
const DeleteFaq = graphql(`
  mutation CatalogTestDeleteFaq($id: ID!) {
    deleteFaqItem(id: $id)
  }
`);

let t: TestApp;
let staff: Record<string, string>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await startTestApp();
  staff = t.staffCookies('staff');
  admin = t.staffCookies('admin');
});
afterAll(async () => {
  await t?.close();
});

const productInput = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  description: 'Myk og god. Laget for russetiden.',
  category: 'overdeler',
  price: 'Fra 549,-',
  fromPrice: '549',
  color: 'navy',
  imageUrl: null,
  ...extra,
});
const restNames = async (app: FastifyInstance, url = '/api/products') => {
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return (res.json() as { name: string }[]).map((p) => p.name);
};
const uploadImage = (content: Buffer, name = 'bilde.png', kind = 'product', cookies = staff) =>
  t.inject({ method: 'POST', url: `/api/admin/images/${kind}`, cookies, ...multipart({}, [{ name, content }]) });
const audits = (entityType: string, entityId: number | string) =>
  t.em().find(AuditEntry, { entityType, entityId: String(entityId) }, { orderBy: { id: 'asc' } });

describe('Produkter', () => {
  it('creates, edits, hides and shows a product; the storefront, REST, sitemap and head follow at once', async () => {
    // The catalogue is cached from here on.
    expect(await restNames(t.app)).not.toContain('Hoodie Nordlys');
    const created = await t.gql(CreateProduct, { input: productInput('Hoodie Nordlys') }, { cookies: staff });
    expect(created.data?.createProduct.__typename).toBe('ProductSaved');
    const product =
      created.data!.createProduct.__typename === 'ProductSaved' ? created.data!.createProduct.product : null;
    expect(product).toMatchObject({
      slug: 'hoodie-nordlys',
      fromPrice: '549.00',
      hidden: false,
      category: 'overdeler',
    });
    const id = product!.id;

    expect(await restNames(t.app)).toContain('Hoodie Nordlys');
    expect(await restNames(t.app, '/api/products/category/overdeler')).toContain('Hoodie Nordlys');

    const updated = await t.gql(
      UpdateProduct,
      { id, input: productInput('Hoodie Nordlys', { price: 'Fra 599,-', fromPrice: '599,50' }) },
      { cookies: staff },
    );
    expect(updated.data?.updateProduct).toMatchObject({ product: { price: 'Fra 599,-', fromPrice: '599.50' } });
    const listed = (await t.inject({ method: 'GET', url: '/api/products' })).json() as {
      name: string;
      price: string;
    }[];
    expect(listed.find((p) => p.name === 'Hoodie Nordlys')?.price).toBe('Fra 599,-');

    // Hide the seeded Hoodie Original: gone from the lists, the sitemap, and its page is not indexed.
    const hoodie = (await t.gql(StaffProducts, { search: 'Hoodie Original' }, { cookies: staff })).data!.staffProducts
      .items[0];
    expect(
      (await t.gql(SetHidden, { id: hoodie.id, hidden: true }, { cookies: staff })).data?.setProductHidden.hidden,
    ).toBe(true);
    expect(await restNames(t.app)).not.toContain('Hoodie Original');
    expect(await restNames(t.app, '/api/products/category/overdeler')).not.toContain('Hoodie Original');
    expect((await t.inject({ method: 'GET', url: '/sitemap.xml' })).body).not.toContain('/hoodie<');
    const head = (await t.inject({ method: 'GET', url: '/api/seo/head?path=/hoodie' })).body;
    expect(head).toContain('noindex');
    const hiddenOnly = (await t.gql(StaffProducts, { hidden: true }, { cookies: staff })).data!.staffProducts;
    expect(hiddenOnly.items.map((p) => p.name)).toEqual(['Hoodie Original']);

    await t.gql(SetHidden, { id: hoodie.id, hidden: false }, { cookies: staff });
    expect(await restNames(t.app)).toContain('Hoodie Original');
    expect((await t.inject({ method: 'GET', url: '/sitemap.xml' })).body).toContain('/hoodie<');

    const entries = await audits('product', hoodie.id);
    expect(entries.map((e) => e.action)).toEqual(['product.hidden', 'product.shown']);
    expect(entries[0]).toMatchObject({
      before: { hidden: false },
      after: { hidden: true },
      staffUsername: expect.any(String),
    });
    const edits = await audits('product', id);
    expect(edits.map((e) => e.action)).toEqual(['product.created', 'product.updated']);
    expect(edits[1].before).toMatchObject({ price: 'Fra 549,-' });
    expect(edits[1].after).toMatchObject({ price: 'Fra 599,-' });

    // Category filter and search in the console's list.
    const tilbehor = (await t.gql(StaffProducts, { category: 'tilbehør' }, { cookies: staff })).data!.staffProducts;
    expect(tilbehor.items.length).toBeGreaterThan(0);
    expect(tilbehor.items.every((p) => p.category === 'tilbehør')).toBe(true);
  });

  it('refuses a name already in use (also differently spelt), and bad input, changing nothing', async () => {
    const before = await t.em().count(AuditEntry, {});
    for (const name of ['Hoodie Original', '  hoodie   ORIGINAL ']) {
      const res = await t.gql(CreateProduct, { input: productInput(name) }, { cookies: staff });
      expect(refusalOf(res)).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: [{ field: 'name', message: CATALOG_MESSAGES.nameTaken }],
      });
    }
    const bad = await t.gql(
      CreateProduct,
      { input: productInput('Ny lue', { category: 'sko', fromPrice: 'mye', imageUrl: 'https://evil.example/x.png' }) },
      { cookies: staff },
    );
    const fields = refusalOf(bad).fieldErrors;
    expect(Object.fromEntries(fields.map((f) => [f.field, f.message]))).toEqual({
      category: CATALOG_MESSAGES.category,
      fromPrice: CATALOG_MESSAGES.fromPrice,
      imageUrl: CATALOG_MESSAGES.imageUrl,
    });
    expect(await t.em().count(AuditEntry, {})).toBe(before);
  });

  it('stores an uploaded image resized to 800×800 and 400×400; the storefront serves it', async () => {
    const res = await uploadImage(pngBytes(1000, 600));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as { imageUrl: string; sizes: { width: number; url: string }[] };
    expect(body.imageUrl).toMatch(/^\/api\/assets\/uploads\/[0-9a-f-]{36}-800\.jpg$/);
    for (const [width, url] of [
      [800, body.sizes[0].url],
      [400, body.sizes[1].url],
    ] as const) {
      const image = await t.inject({ method: 'GET', url });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(image.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width, height: width });
    }
    const created = await t.gql(
      CreateProduct,
      { input: productInput('Caps Nordlys', { category: 'tilbehør', imageUrl: body.imageUrl }) },
      { cookies: staff },
    );
    expect(created.data?.createProduct.__typename).toBe('ProductSaved');
    const listed = (await t.inject({ method: 'GET', url: '/api/products/category/tilbeh%C3%B8r' })).json() as {
      name: string;
      imageUrl: string;
    }[];
    expect(listed.find((p) => p.name === 'Caps Nordlys')?.imageUrl).toBe(body.imageUrl);

    // A WebP and a JPEG are accepted too; blog images are 1200×630.
    const webp = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#123456' } })
      .webp()
      .toBuffer();
    expect((await uploadImage(webp, 'x.webp')).statusCode).toBe(201);
    const blog = await uploadImage(pngBytes(300, 300), 'b.png', 'blog');
    expect(blog.statusCode).toBe(201);
    const blogImage = await t.inject({ method: 'GET', url: (blog.json() as { imageUrl: string }).imageUrl });
    expect(await sharp(blogImage.rawPayload).metadata()).toMatchObject({ width: 1200, height: 630 });
  });

  it('refuses files that are not images by content, broken images and files over the limit', async () => {
    const pdf = await uploadImage(PDF_BYTES, 'bilde.png');
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json()).toMatchObject({ message: CATALOG_MESSAGES.imageType });
    const html = await uploadImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'bilde.jpg');
    expect(html.statusCode).toBe(415);
    const broken = await uploadImage(Buffer.concat([pngBytes(10, 10).subarray(0, 40), Buffer.alloc(100)]), 'x.png');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ message: CATALOG_MESSAGES.imageBroken });
    const big = await uploadImage(pngBytes(2, 2, [1, 2, 3], 8 * 1024 * 1024 + 10), 'stor.png');
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ message: CATALOG_MESSAGES.imageTooLarge });
    expect((await uploadImage(Buffer.alloc(0), 'tom.png')).statusCode).toBe(400);
    // Only staff with the capability; the uploads folder serves nothing else.
    expect((await uploadImage(pngBytes(), 'x.png', 'product', {})).statusCode).toBe(401);
    expect((await t.inject({ method: 'GET', url: '/api/assets/uploads/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
  });
});

describe('the catalogue cache across API processes', () => {
  let otherOrm: MikroORM;
  let other: FastifyInstance;

  beforeAll(async () => {
    // A second API process: its own ORM (own connection pool, own cache key) on the same database.
    otherOrm = await openDb(t.db.url);
    other = await buildApp({ config: t.config, orm: otherOrm });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    await otherOrm?.close(true);
  });

  it('drops the other process’s cached catalogue when a product changes in this one', async () => {
    expect(t.config.catalogCacheTtlMs).toBeGreaterThan(10_000);
    expect(await restNames(other)).not.toContain('Bukse Polar'); // cached in the other process now
    const res = await t.gql(
      CreateProduct,
      { input: productInput('Bukse Polar', { category: 'underdeler' }) },
      { cookies: staff },
    );
    expect(res.data?.createProduct.__typename).toBe('ProductSaved');
    await vi.waitFor(async () => expect(await restNames(other)).toContain('Bukse Polar'), {
      timeout: 3000,
      interval: 25,
    });
    const id = res.data!.createProduct.__typename === 'ProductSaved' ? res.data!.createProduct.product.id : '';
    await t.gql(SetHidden, { id, hidden: true }, { cookies: staff });
    await vi.waitFor(
      async () => expect(await restNames(other, '/api/products/category/underdeler')).not.toContain('Bukse Polar'),
      { timeout: 3000, interval: 25 },
    );
  });
});

describe('Blogg', () => {
  const postInput = (slug: string, extra: Record<string, unknown> = {}) => ({
    title: 'Slik vasker du russeklærne',
    slug,
    excerpt: 'Vask på 30 grader, vrangen ut.',
    content: `# Vask\n\n${'Tekst. '.repeat(300)}`,
    category: 'russetips',
    tags: ['vask', 'tips'],
    imageUrl: null,
    featured: false,
    ...extra,
  });

  it('creates a draft, publishes and unpublishes it; the storefront follows', async () => {
    const res = await t.gql(CreatePost, { input: postInput('vask-test') }, { cookies: staff });
    expect(res.data?.createBlogPost).toMatchObject({
      post: { published: false, readingMinutes: readingTimeMinutes(postInput('x').content) },
    });
    const id = res.data!.createBlogPost.__typename === 'BlogPostSaved' ? res.data!.createBlogPost.post.id : '';
    expect((await t.inject({ method: 'GET', url: '/api/blog/vask-test' })).statusCode).toBe(404);

    await t.gql(Publish, { id, published: true }, { cookies: staff });
    expect((await t.inject({ method: 'GET', url: '/api/blog/vask-test' })).statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: '/sitemap.xml' })).body).toContain('/blog/vask-test');

    await t.gql(Publish, { id, published: false }, { cookies: staff });
    expect((await t.inject({ method: 'GET', url: '/api/blog/vask-test' })).statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: '/api/blog' })).body).not.toContain('vask-test');
    expect((await audits('blog_post', id)).map((e) => e.action)).toEqual([
      'blog_post.created',
      'blog_post.published',
      'blog_post.unpublished',
    ]);
  });

  it('refuses a slug in use and a badly formed slug', async () => {
    const taken = await t.gql(CreatePost, { input: postInput('vask-test') }, { cookies: staff });
    expect(refusalOf(taken)).toMatchObject({
      fieldErrors: [{ field: 'slug', message: CATALOG_MESSAGES.slugTaken }],
    });
    const bad = await t.gql(CreatePost, { input: postInput('Vask på 30!') }, { cookies: staff });
    expect(refusalOf(bad)).toMatchObject({
      fieldErrors: [{ field: 'slug', message: CATALOG_MESSAGES.slug }],
    });
  });

  it('keeps at most three featured posts on the home page: drafts do not count, the refusal names the three', async () => {
    const shown = await t
      .em()
      .find(BlogPost, { featured: true, published: true }, { orderBy: { publishedAt: 'desc' } });
    expect(shown).toHaveLength(3); // the seed's
    const full = { field: 'featured', message: featuredLimitMessage(shown.map((post) => post.title)) };
    expect(full.message).toBe(
      `Forsiden viser høyst 3 fremhevede innlegg, og «${shown[0].title}», «${shown[1].title}» og «${shown[2].title}» er fremhevet. Ta «Fremhevet» av ett av dem først.`,
    );

    // A draft may be marked 'Fremhevet' (the home page cannot show it), and then blocks nothing.
    const draft = await t.gql(
      CreatePost,
      { input: postInput('fremhevet-utkast', { featured: true }) },
      { cookies: staff },
    );
    expect(draft.data?.createBlogPost).toMatchObject({ post: { featured: true, published: false } });
    const draftId = draft.data!.createBlogPost.__typename === 'BlogPostSaved' ? draft.data!.createBlogPost.post.id : '';
    // Publishing it would show a fourth: refused, naming the three; it stays a draft.
    const publishRefused = await t.gql(Publish, { id: draftId, published: true }, { cookies: staff });
    expect(refusalOf(publishRefused)).toMatchObject({ fieldErrors: [full] });
    expect((await t.em().findOneOrFail(BlogPost, { id: Number(draftId) })).published).toBe(false);

    // Featuring a published post is refused the same way, with the draft featured beside it not counted.
    const plain = await t.gql(CreatePost, { input: postInput('fremhevet-5') }, { cookies: staff });
    const id = plain.data!.createBlogPost.__typename === 'BlogPostSaved' ? plain.data!.createBlogPost.post.id : '';
    await t.gql(Publish, { id, published: true }, { cookies: staff });
    const refused = await t.gql(
      UpdatePost,
      { id, input: postInput('fremhevet-5', { featured: true }) },
      { cookies: staff },
    );
    expect(refusalOf(refused)).toMatchObject({ fieldErrors: [full] });

    // The dialog's offer: 'Fremhevet' off one of the three (audited), then featuring goes through.
    const off = await t.gql(SetFeatured, { id: String(shown[2].id), featured: false }, { cookies: staff });
    expect(off.data?.setBlogPostFeatured).toEqual({ id: String(shown[2].id), featured: false });
    const audit = await t.em().find(AuditEntry, { entityType: 'blog_post', entityId: String(shown[2].id) });
    expect(audit.map((entry) => entry.action)).toContain('blog_post.unfeatured');
    const ok = await t.gql(UpdatePost, { id, input: postInput('fremhevet-5', { featured: true }) }, { cookies: staff });
    expect(ok.data?.updateBlogPost).toMatchObject({ post: { featured: true } });
    const home = (await t.inject({ method: 'GET', url: '/api/blog/featured' })).json() as { slug: string }[];
    expect(home[0].slug).toBe('fremhevet-5');
    expect(home).toHaveLength(3);
  });
});

describe('FAQ', () => {
  it('adds questions last, moves them up and down, and lets only an administrator delete', async () => {
    const createdA = await t.gql(
      CreateFaq,
      { input: { topic: 'Test', question: 'Spørsmål A?', answer: 'Svar A.' } },
      { cookies: staff },
    );
    expect(createdA.errors).toBeUndefined();
    const a = createdA.data!.createFaqItem;
    const b = (
      await t.gql(
        CreateFaq,
        { input: { topic: 'Test', question: 'Spørsmål B?', answer: 'Svar B.' } },
        { cookies: staff },
      )
    ).data!.createFaqItem;
    const questions = async () =>
      ((await t.inject({ method: 'GET', url: '/api/faq' })).json() as { question: string }[]).map((q) => q.question);
    expect((await questions()).slice(-2)).toEqual(['Spørsmål A?', 'Spørsmål B?']);

    const moved = await t.gql(MoveFaq, { id: b.id, direction: 'up' }, { cookies: staff });
    expect(moved.data!.moveFaqItem.slice(-2).map((q) => q.question)).toEqual(['Spørsmål B?', 'Spørsmål A?']);
    expect((await questions()).slice(-2)).toEqual(['Spørsmål B?', 'Spørsmål A?']);
    await t.gql(MoveFaq, { id: a.id, direction: 'down' }, { cookies: staff }); // already last: nothing
    const first = (await t.gql(FaqList, {}, { cookies: staff })).data!.staffFaqItems[0];
    await t.gql(MoveFaq, { id: first.id, direction: 'up' }, { cookies: staff }); // already first: nothing
    expect((await t.gql(FaqList, {}, { cookies: staff })).data!.staffFaqItems[0].id).toBe(first.id);
    // A direction that is neither is refused by the service, not by the resolver alone.
    expect(refusalOf(await t.gql(MoveFaq, { id: a.id, direction: 'sideways' }, { cookies: staff }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: "Retning må være 'up' eller 'down'",
    });

    // Dragged to the top (place 1): the others close up behind it; a place the list lacks is refused.
    const dragged = await t.gql(PlaceFaq, { id: a.id, position: 1 }, { cookies: staff });
    const order = dragged.data!.placeFaqItem.map((q) => q.id);
    expect(order[0]).toBe(a.id);
    expect(order[1]).toBe(first.id);
    expect((await questions())[0]).toBe('Spørsmål A?');
    expect((await questions()).at(-1)).toBe('Spørsmål B?');
    const outside = await t.gql(PlaceFaq, { id: a.id, position: order.length + 1 }, { cookies: staff });
    expect(refusalOf(outside)).toMatchObject({
      fieldErrors: [{ field: 'position', message: `Velg en plass fra 1 til ${order.length}` }],
    });

    const refused = await t.gql(DeleteFaq, { id: a.id }, { cookies: staff });
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await questions()).toContain('Spørsmål A?');
    expect((await t.gql(DeleteFaq, { id: a.id }, { cookies: admin })).data?.deleteFaqItem).toBe(a.id);
    expect(await questions()).not.toContain('Spørsmål A?');
    expect((await audits('faq_item', a.id)).map((e) => e.action)).toEqual([
      'faq_item.created',
      'faq_item.moved',
      'faq_item.deleted',
    ]);
    expect((await audits('faq_item', b.id)).map((e) => e.action)).toEqual(['faq_item.created', 'faq_item.moved']);
  });
});
