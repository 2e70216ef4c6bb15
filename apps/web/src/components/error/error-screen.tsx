import styles from './error-view.module.css';

type Props = { status: number; message: string; homeHref: string; homeLabel: string };

/** The error page body of requirements 8: the code, a message and the way back to the home page. */
export function ErrorScreen({ status, message, homeHref, homeLabel }: Props) {
  return (
    <section className={`container ${styles.error}`}>
      <p className={styles.code}>{status}</p>
      <h1>{message}</h1>
      {/* A full page load: after an error the client state is not worth keeping. */}
      <a href={homeHref} className="button">
        {homeLabel}
      </a>
    </section>
  );
}
