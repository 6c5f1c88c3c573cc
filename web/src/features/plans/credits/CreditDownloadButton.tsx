'use client';

import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  CreditStatusDocument,
  type CreditStatusQuery,
  type DownloadLinkFragment,
  SpendCreditsDocument,
} from '@/gql/graphql';
import { browserGateway } from '@/platform/gateway/browserGateway';
import type { MessageId } from '@/platform/i18n/messages';
import { useSession } from '@/platform/session/SessionProvider';
import { creditOffer } from './creditOffer';
import { creditProblem } from './creditProblem';
import button from '@/ui/actionButton.module.css';
// The heart's look: "Add to cart"'s outlined twin, with room below for a note or a refusal.
import outlined from '@/ui/outlinedActionButton.module.css';
import styles from './credits.module.css';

type Spent = { charged: number; balance: number; download: DownloadLinkFragment };

/** Starts the browser's download of a signed link (the shop answers it as an attachment). */
function startDownload({ url, fileName }: DownloadLinkFragment) {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * "Download with N credits" (or "Download again") beside add to cart, for a signed-in customer
 * with enough credits or who owns the diagram already. Visitors without a session see nothing and
 * cost no query; the balance and whether this diagram is owned are asked for once the session is known.
 */
export function CreditDownloadButton({ diagramId, cost }: { diagramId: number; cost: number }) {
  const intl = useIntl();
  const { status } = useSession();
  const [data, setData] = useState<CreditStatusQuery>();
  useEffect(() => {
    if (status !== 'signedIn') return;
    let current = true;
    // A failed status check shows no button, as before the answer.
    browserGateway(CreditStatusDocument, { diagramId }).then(
      (answer) => {
        if (current) setData(answer);
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [status, diagramId]);
  const [loading, setLoading] = useState(false);
  const [spent, setSpent] = useState<Spent | null>(null);
  const [problem, setProblem] = useState<MessageId | null>(null);
  if (status !== 'signedIn' || !data) return null;

  const owned = spent !== null || data.creditStatus.obtained;
  const offer = creditOffer({ balance: spent?.balance ?? data.creditStatus.balance, cost, owned });
  if (offer === 'none') return null;

  async function download() {
    setProblem(null);
    setLoading(true);
    try {
      const { spendCredits } = await browserGateway(SpendCreditsDocument, { diagramId });
      const { charged, balance, download: link } = spendCredits;
      setSpent({ charged, balance, download: link });
      startDownload(link);
    } catch (error) {
      setProblem(creditProblem(error));
    }
    setLoading(false);
  }

  return (
    <span className={outlined.holder}>
      <button
        type="button"
        className={`${button.button} ${button.large} ${outlined.heart}`}
        aria-busy={loading}
        disabled={loading}
        onClick={() => void download()}
      >
        {offer === 'again'
          ? intl.formatMessage({ id: 'credits.again' })
          : intl.formatMessage({ id: 'credits.spend' }, { cost })}
      </button>
      <span role="status" className={styles.note}>
        {spent &&
          intl.formatMessage(
            { id: spent.charged > 0 ? 'credits.downloaded' : 'credits.downloadedFree' },
            { balance: spent.balance },
          )}{' '}
        {spent && (
          <a href={spent.download.url} download={spent.download.fileName}>
            {intl.formatMessage({ id: 'credits.fallbackLink' }, { fileName: spent.download.fileName })}
          </a>
        )}
      </span>
      {problem && (
        <span role="alert" className={outlined.problem}>
          {intl.formatMessage({ id: problem })}
        </span>
      )}
    </span>
  );
}
