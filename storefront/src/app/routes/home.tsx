import { PopularProducts } from '@/features/catalog/components/popular-products';
import { FeaturedBlogPosts } from '@/features/home/components/featured-blog-posts';
import { ForEveryonePromo } from '@/features/home/components/for-everyone-promo';
import { HeroCarousel } from '@/features/home/components/hero-carousel';
import { HERO_SLIDES } from '@/features/home/components/hero-slides';
import { Reviews } from '@/features/home/components/reviews';
import { ShopTheLook } from '@/features/home/components/shop-the-look';
import { SocialBlock } from '@/features/home/components/social-block';
import { WhyChooseUs } from '@/features/home/components/why-choose-us';
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form';
import { usePageMeta } from '@/lib/page-meta';
import styles from './home.module.css';

export default function HomeRoute() {
  usePageMeta({
    description:
      'Russeklær med deres eget design: hoodies, ziphoodies, crewnecks, sweatpants, russedresser og tilbehør for russekull, klasser og lag. Gratis designhjelp, grupperabatt og levering på 2-4 uker.',
  });
  return (
    <>
      <section className={styles.hero} aria-labelledby="forside-tittel">
        <div className={`container ${styles.heroInner}`}>
          <div className={styles.intro}>
            <p className={styles.eyebrow}>Russeklær for hele gjengen</p>
            <h1 id="forside-tittel" className={styles.title}>
              Russeklær med deres eget design
            </h1>
            <p className={styles.lead}>
              Hoodies, crewnecks, sweatpants, russedresser og tilbehør for russekull, klasser og lag – med gratis
              designhjelp og grupperabatt.
            </p>
          </div>
          <HeroCarousel slides={HERO_SLIDES} label="Aktuelt hos oss" />
        </div>
      </section>

      <PopularProducts headingId="populaere-produkter" />
      <ForEveryonePromo headingId="for-alle" />
      <ShopTheLook headingId="shop-the-look" />
      <Reviews headingId="anmeldelser" />
      <FeaturedBlogPosts headingId="fra-bloggen" />
      <SocialBlock headingId="sosiale-medier" />
      <WhyChooseUs headingId="hvorfor-oss" />

      <section className={`section ${styles.newsletter}`} aria-labelledby="nyhetsbrev">
        <div className={`container ${styles.newsletterInner}`}>
          <div>
            <h2 id="nyhetsbrev">Få nyheter og tilbud først</h2>
            <p>Meld deg på nyhetsbrevet vårt. Du kan melde deg av når som helst.</p>
          </div>
          <NewsletterForm />
        </div>
      </section>
    </>
  );
}
