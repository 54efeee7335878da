import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { catalogImageSrcSet } from '@russ/schema/catalog/uploaded-images';
import { categoryLabel, publishedDateText, readingTimeText } from '@/features/blog/blog-format';
import styles from './blog-post-card.module.css';

export type BlogPostCardData = {
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  category: string;
  publishedAt: string;
  imageUrl?: string | null;
};

/** A post in a list: image, category, title, excerpt, date and reading time; the whole card opens the post. */
export function BlogPostCard({ post, headingLevel = 2 }: { post: BlogPostCardData; headingLevel?: 2 | 3 }) {
  const [imageFailed, setImageFailed] = useState(false);
  // An image that failed before React attached onError (the page's HTML came from the server) is caught here.
  const checkAlreadyFailed = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth === 0 && img.currentSrc) setImageFailed(true);
  }, []);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const showImage = Boolean(post.imageUrl) && !imageFailed;
  return (
    <article className={`tile lift ${styles.card}`}>
      <div className={styles.media}>
        {showImage ? (
          <img
            src={post.imageUrl!}
            srcSet={catalogImageSrcSet(post.imageUrl)}
            sizes="(max-width: 600px) 100vw, 600px"
            alt=""
            loading="lazy"
            className={styles.image}
            ref={checkAlreadyFailed}
            onError={() => setImageFailed(true)}
          />
        ) : (
          <span className={styles.placeholder} aria-hidden="true">
            {categoryLabel(post.category)}
          </span>
        )}
      </div>
      <div className={styles.body}>
        <p className={styles.category}>{categoryLabel(post.category)}</p>
        <Heading className={styles.title}>
          <Link to={`/blog/${post.slug}`} className={styles.link}>
            {post.title}
          </Link>
        </Heading>
        <p className={styles.excerpt}>{post.excerpt}</p>
        <p className={styles.meta}>
          <time dateTime={post.publishedAt}>{publishedDateText(post.publishedAt)}</time>
          <span aria-hidden="true"> · </span>
          <span>{readingTimeText(post.content)}</span>
        </p>
      </div>
    </article>
  );
}
