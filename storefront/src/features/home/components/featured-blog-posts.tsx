import { Link } from 'react-router-dom';
import { catalogImageSrcSet } from '@russ/schema/catalog/uploaded-images';
import { FEATURED_BLOG_POSTS_MAX } from '@russ/schema/common/limits';
import { formatDateNb } from '@russ/schema/common/dates';
import { trackEvent } from '@/lib/analytics';
import { Skeletons } from '@/components/ui/skeletons';
import { useHomeFeaturedBlogPosts } from '@/features/home/api/get-featured-blog-posts';
import styles from './featured-blog-posts.module.css';

/** Up to three featured blog posts, each opening /blog/{slug}; nothing when there are none (Home 6). */
export function FeaturedBlogPosts({ headingId }: { headingId: string }) {
  const { posts, loading, error } = useHomeFeaturedBlogPosts();
  if (error || (!loading && posts.length === 0)) return null;

  return (
    <section className="section container" aria-labelledby={headingId}>
      <div className={`section-head ${styles.head}`}>
        <div>
          <p className="eyebrow">Fra bloggen</p>
          <h2 id={headingId}>Tips til russetiden</h2>
        </div>
        <Link to="/blog" className="btn btn-outline" onClick={() => trackEvent('link_click', { to: '/blog' })}>
          Se alle innlegg
        </Link>
      </div>
      {loading ? (
        <Skeletons className={styles.grid} status="Laster blogginnlegg..." count={FEATURED_BLOG_POSTS_MAX}>
          <div className={styles.skeleton} />
        </Skeletons>
      ) : (
        <ul className={styles.grid} aria-label="Utvalgte blogginnlegg">
          {posts.map((post) => {
            const to = `/blog/${encodeURIComponent(post.slug)}`;
            return (
              <li key={post.id}>
                <article className={`tile lift ${styles.card}`}>
                  {post.imageUrl ? (
                    <img
                      className={styles.image}
                      src={post.imageUrl}
                      srcSet={catalogImageSrcSet(post.imageUrl)}
                      sizes="(max-width: 600px) 100vw, 600px"
                      alt=""
                      width={1200}
                      height={630}
                      loading="lazy"
                      decoding="async"
                    />
                  ) : null}
                  <div className={styles.body}>
                    <p className={styles.meta}>
                      <span>{post.category}</span>
                      <time dateTime={post.publishedAt}>{formatDateNb(post.publishedAt, 'long')}</time>
                    </p>
                    <h3 className={styles.title}>
                      <Link
                        to={to}
                        className={styles.link}
                        onClick={() => trackEvent('link_click', { to, from: 'featured-blog-posts' })}
                      >
                        {post.title}
                      </Link>
                    </h3>
                    <p className={styles.excerpt}>{post.excerpt}</p>
                    <span className={styles.more} aria-hidden="true">
                      Les mer →
                    </span>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
