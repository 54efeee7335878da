import { LEGAL_LAST_UPDATED } from '@russ/schema/common/cookies';
import { formatDateNb } from '@russ/schema/common/dates';
import type { ReactNode } from 'react';
import styles from './legal-page.module.css';

/** 'Sist oppdatert 3. september 2024' (storefront §2). */
export const LEGAL_LAST_UPDATED_TEXT = `Sist oppdatert ${formatDateNb(LEGAL_LAST_UPDATED, 'long')}`;

/** The frame of a legal page: title, last-updated date, introduction and the sections. */
export function LegalPage({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <article className={`section container ${styles.page}`}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.updated}>
          <time dateTime={LEGAL_LAST_UPDATED}>{LEGAL_LAST_UPDATED_TEXT}</time>
        </p>
        <div className={styles.intro}>{intro}</div>
      </header>
      <div className={styles.sections}>{children}</div>
    </article>
  );
}

/** One section; `number` makes it a numbered section ('1. Bestilling'). */
export function LegalSection({
  id,
  number,
  title,
  children,
}: {
  id: string;
  number?: number;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={id} data-section-number={number}>
      <h2 id={id} className={styles.sectionTitle}>
        {number !== undefined ? <span className={styles.number}>{number}.</span> : null}
        {title}
      </h2>
      <div className={styles.sectionBody}>{children}</div>
    </section>
  );
}
