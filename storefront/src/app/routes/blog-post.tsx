import { lazy, Suspense } from 'react';
import { catalogImageSrcSet } from '@russ/schema/catalog/uploaded-images';
import { REPLY_TIMES } from '@russ/schema/common/shipping';
import { Link, useParams } from 'react-router-dom';
import { PageLoader } from '@/components/ui/page-loader';
import { StatusPanel } from '@/components/ui/status-panel';
import { useBlogPost } from '@/features/blog/api/get-blog-post';
import { categoryLabel, publishedDateText, readingTimeText } from '@/features/blog/blog-format';
import { usePageMeta } from '@/lib/page-meta';
import { LineIcon } from '@/components/ui/icon';
import styles from './blog-post.module.css';

// The markdown library and the sanitiser are only needed here: their own chunk, fetched when a post is shown.
const BlogMarkdown = lazy(() => import('@/features/blog/components/blog-markdown'));

const NOT_FOUND_TITLE = 'Blogginnlegg ikke funnet';

function BackToBlog({ className = 'btn btn-outline' }: { className?: string }) {
  return (
    <Link to="/blog" className={className}>
      <LineIcon d="M19 12H5M12 19l-7-7 7-7" size={18} linecap="round" />
      Tilbake til bloggen
    </Link>
  );
}

export default function BlogPostPage() {
  const { slug } = useParams();
  const { data, loading, error } = useBlogPost(slug);
  const post = data?.blogPost ?? null;
  const notFound = !slug || Boolean(error) || (!loading && !post);

  usePageMeta(
    post
      ? { title: post.title, description: post.excerpt }
      : notFound
        ? { title: NOT_FOUND_TITLE, noIndex: true }
        : { title: 'Blogg' },
  );

  if (notFound) {
    return (
      <StatusPanel
        // A slug with no post is a missing page (storefront §8); a failed load is not.
        eyebrow={error ? undefined : '404 - Siden ikke funnet'}
        title={NOT_FOUND_TITLE}
        actions={<BackToBlog className="btn btn-primary" />}
      >
        <p>Innlegget du leter etter eksisterer ikke eller har blitt fjernet.</p>
      </StatusPanel>
    );
  }
  if (!post) return <PageLoader label="Laster blogginnlegg..." />;

  return (
    <article className={`section container ${styles.article}`}>
      <BackToBlog className={`btn btn-outline ${styles.back}`} />
      <header className={styles.header}>
        <p className="eyebrow">{categoryLabel(post.category)}</p>
        <h1 className={styles.title}>{post.title}</h1>
        <p className={styles.meta}>
          <span>
            Av <span className={styles.author}>{post.author}</span>
          </span>
          <span aria-hidden="true">·</span>
          <time dateTime={post.publishedAt}>{publishedDateText(post.publishedAt)}</time>
          <span aria-hidden="true">·</span>
          <span>{readingTimeText(post.content)}</span>
        </p>
      </header>
      {post.imageUrl ? (
        // The page's largest paint on a phone: fetched first, in the size the screen needs.
        <img
          src={post.imageUrl}
          srcSet={catalogImageSrcSet(post.imageUrl)}
          sizes="(max-width: 780px) 100vw, 780px"
          alt=""
          className={styles.image}
          width={1200}
          height={630}
          fetchPriority="high"
        />
      ) : null}
      <Suspense fallback={<PageLoader label="Laster innlegget..." />}>
        <BlogMarkdown content={post.content} />
      </Suspense>
      {post.tags.length > 0 ? (
        <ul className={styles.tags} aria-label="Stikkord">
          {post.tags.map((tag) => (
            <li key={tag} className={styles.tag}>
              #{tag}
            </li>
          ))}
        </ul>
      ) : null}
      <footer className={styles.footer}>
        <p className={styles.footerText}>
          Vil dere ha hjelp med russeklærne? Vi svarer på tilbud innen {REPLY_TIMES.quoteAndProductPages}.
        </p>
        <div className={styles.footerActions}>
          <Link to="/services/quote-request" className="btn btn-primary">
            Be om tilbud
          </Link>
          <BackToBlog />
        </div>
      </footer>
    </article>
  );
}
