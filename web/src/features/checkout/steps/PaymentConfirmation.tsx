'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';

/** How often the page asks again: often at first (a webhook takes a second or two), then calmly. */
const QUICK_MS = 2_000;
const CALM_MS = 10_000;
const SLOW_AFTER_MS = 30_000;

type Props = {
  confirming: string;
  slow: string;
  /** Asks again; by default the page renders itself again on the server. */
  refresh?: () => void;
};

/**
 * Back from the payment provider before its confirmation reached the shop (issue 31): the page asks again until the
 * order (or plan) is paid, and past 30 s says the receipt will come by mail. Never an error: the provider's signed
 * webhook pays the order whether or not this page is open.
 */
export function PaymentConfirmation({ confirming, slow, refresh }: Props) {
  const router = useRouter();
  const [late, setLate] = useState(false);
  // The latest callback, without restarting the clock when the caller renders again.
  const asked = useRef(refresh);
  asked.current = refresh;
  useEffect(() => {
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout>;
    const next = () => {
      const waited = Date.now() - started;
      setLate(waited > SLOW_AFTER_MS);
      timer = setTimeout(
        () => {
          if (asked.current) asked.current();
          else router.refresh();
          next();
        },
        waited > SLOW_AFTER_MS ? CALM_MS : QUICK_MS,
      );
    };
    next();
    return () => clearTimeout(timer);
  }, [router]);
  return (
    <p role="status" aria-live="polite" data-testid="payment-confirming">
      {late ? slow : confirming}
    </p>
  );
}
