import styles from './groups.module.css';

/** The shop's refusal of a group form (a rule rather than one field), read out as soon as it shows. */
export function FormAlert({ message }: { message: string | null }) {
  return message ? (
    <p className={styles.alert} role="alert">
      {message}
    </p>
  ) : null;
}
