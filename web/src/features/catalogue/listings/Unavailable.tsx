import { ErrorNotice } from '@/ui/ErrorNotice';
import styles from './Unavailable.module.css';

/** In place of a page's content when the gateway could not be reached: the page still renders. */
export function Unavailable({ message }: { message: string }) {
  return (
    <div className={`container ${styles.unavailable}`}>
      <ErrorNotice>{message}</ErrorNotice>
    </div>
  );
}
