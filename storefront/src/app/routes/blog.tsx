import { PageHero } from '@/components/ui/page-hero';
import { useBlogPosts } from '@/features/blog/api/get-blog-posts';
import { BlogPostCard } from '@/features/blog/components/blog-post-card';
import { usePageMeta } from '@/lib/page-meta';
import styles from './blog.module.css';

function SkeletonCards({ count }: { count: number }) {
  return (
    <ul className={`grid grid-3 ${styles.list}`} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={styles.skeleton} />
      ))}
    </ul>
  );
}

export default function BlogPage() {
  usePageMeta({
    title: 'Blogg',
    description:
      'Tips og råd om russeklær: planlegging, størrelser, design, gruppebestilling og vask – fra oss som lager klærne.',
  });
  const { data, loading, error } = useBlogPosts();
  const posts = data?.blogPosts;

  let content;
  if (error && !posts) {
    content = (
      <p role="alert" className={styles.message}>
        Kunne ikke laste blogginnlegg. Prøv igjen senere.
      </p>
    );
  } else if (loading || !posts) {
    content = (
      <div role="status" aria-live="polite">
        <span className="visually-hidden">Laster blogginnlegg...</span>
        <SkeletonCards count={3} />
      </div>
    );
  } else if (posts.length === 0) {
    content = <p className={styles.message}>Ingen blogginnlegg funnet.</p>;
  } else {
    content = (
      <ul className={`grid grid-3 ${styles.list}`}>
        {posts.map((post) => (
          <li key={post.id}>
            <BlogPostCard post={post} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <PageHero
        eyebrow="Blogg"
        title="Russetips og nyheter"
        lead="Råd om planlegging, størrelser, design og gruppebestillinger – alt dere trenger for å få russeklærne i boks."
      />
      <section className="section container" aria-label="Blogginnlegg">
        {content}
      </section>
    </>
  );
}
