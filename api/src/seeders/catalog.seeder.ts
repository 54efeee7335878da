import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { assetUrl } from '@russ/schema/catalog/assets';
import { CATALOG_BLOG_POSTS } from '@russ/schema/catalog/blog-posts';
import { CATALOG_FAQ_ITEMS, FAQ_TOPICS } from '@russ/schema/catalog/faq';
import { CATALOG_PRODUCTS, productImageUrl } from '@russ/schema/catalog/products';
import { BlogPost } from '../modules/blog/blog-post.entity.js';
import { FaqItem } from '../modules/faq/faq-item.entity.js';
import { Product } from '../modules/products/product.entity.js';

/** The shop's public content: products, blog posts and FAQ items (from @russ/schema/catalog). */
export class CatalogSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    for (const product of CATALOG_PRODUCTS) {
      em.create(Product, {
        name: product.name,
        description: product.description,
        category: product.category,
        price: product.price,
        imageUrl: productImageUrl(product),
        color: product.color,
        sortOrder: product.sortOrder,
      });
    }

    for (const post of CATALOG_BLOG_POSTS) {
      const publishedAt = new Date(post.publishedAt);
      em.create(BlogPost, {
        slug: post.slug,
        title: post.title,
        excerpt: post.excerpt,
        content: post.content,
        ...(post.category ? { category: post.category } : {}),
        tags: [...post.tags],
        featured: post.featured,
        published: true,
        imageUrl: assetUrl(post.image),
        publishedAt,
        createdAt: publishedAt,
        updatedAt: publishedAt,
      });
    }

    CATALOG_FAQ_ITEMS.forEach((item, index) => {
      em.create(FaqItem, {
        topic: item.topic,
        question: item.question,
        answer: item.answer,
        // Topic order first, then the order within the topic.
        sortOrder: FAQ_TOPICS.indexOf(item.topic) * 100 + index,
      });
    });

    await em.flush();
  }
}
