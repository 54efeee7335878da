import styles from './process-steps.module.css';

export type ProcessStep = { title: string; text: string };

/** Numbered steps of a service, in order. */
export function ProcessSteps({ steps, label }: { steps: readonly ProcessStep[]; label: string }) {
  return (
    <ol className={styles.steps} aria-label={label}>
      {steps.map((step, index) => (
        <li key={step.title} className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            {index + 1}
          </span>
          <h3 className={styles.title}>{step.title}</h3>
          <p className={styles.text}>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
