import { Icon, type IconName } from './icon';
import styles from './feature-card.module.css';

/** An icon, a short title and a sentence: used for benefits, selling points and similar lists. */
export function FeatureCard({
  icon,
  title,
  text,
  headingLevel = 3,
}: {
  icon: IconName;
  title: string;
  text: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={`card ${styles.card}`}>
      <span className={styles.icon}>
        <Icon name={icon} />
      </span>
      <Heading className={styles.title}>{title}</Heading>
      <p className={styles.text}>{text}</p>
    </div>
  );
}
