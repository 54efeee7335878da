import type { CSSProperties } from 'react';
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

type FeatureCardProps = Parameters<typeof FeatureCard>[0];

/** Feature cards as a list, one item per card (an `<ol>` where the order means something). */
export function FeatureCardList({
  cards,
  className,
  style,
  label,
  ordered = false,
}: {
  cards: readonly FeatureCardProps[];
  className: string;
  style?: CSSProperties;
  /** The list's accessible name, where it needs one. */
  label?: string;
  ordered?: boolean;
}) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={className} style={style} aria-label={label}>
      {cards.map((card) => (
        <li key={card.title}>
          <FeatureCard {...card} />
        </li>
      ))}
    </List>
  );
}
