import { ArrayType, OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { DEFAULT_BLOG_AUTHOR, DEFAULT_BLOG_CATEGORY } from '@russ/schema/catalog/blog';

/** A blog post; the author defaults to the brand name (customer-area §3). */
@Entity({ tableName: 'blog_posts' })
@Index({ properties: ['published', 'publishedAt'] })
export class BlogPost {
  [OptionalProps]?:
    'author' | 'category' | 'tags' | 'published' | 'featured' | 'publishedAt' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'text' })
  title!: string;

  @Property({ type: 'text', unique: true })
  slug!: string;

  @Property({ type: 'text' })
  excerpt!: string;

  /** Markdown. */
  @Property({ type: 'text' })
  content!: string;

  @Property({ type: 'text', nullable: true })
  imageUrl?: string | null;

  @Property({ type: 'text', default: DEFAULT_BLOG_AUTHOR })
  author: string = DEFAULT_BLOG_AUTHOR;

  @Property({ type: 'text', default: DEFAULT_BLOG_CATEGORY })
  category: string = DEFAULT_BLOG_CATEGORY;

  @Property({ type: ArrayType, default: [] })
  tags: string[] = [];

  @Property({ type: 'boolean', default: true })
  published: boolean = true;

  @Property({ type: 'boolean', default: false })
  featured: boolean = false;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  publishedAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
