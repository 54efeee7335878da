import { PopularProducts } from '@/features/catalog/components/popular-products';
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form';
import { FeaturedBlogPosts } from '@/features/home/components/featured-blog-posts';
import { ForEveryonePromo } from '@/features/home/components/for-everyone-promo';
import { Reviews } from '@/features/home/components/reviews';
import { ShopTheLook } from '@/features/home/components/shop-the-look';
import { SocialBlock } from '@/features/home/components/social-block';
import { WhyChooseUs } from '@/features/home/components/why-choose-us';
import styles from './home-sections.module.css';

/**
 * Everything on the home page below the hero (storefront §2, Home 2–9). It is a chunk of its own, loaded after
 * the hero has rendered: the GraphQL client and the product and blog data are not needed for the first paint.
 */
export default function HomeSections() {
  return (
    <>
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
