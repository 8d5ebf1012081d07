import { STATS_CURRENCIES, type StatsCurrency } from '@surcos/contracts/stats-currencies';
import { texts } from '@surcos/contracts/texts';
import { useState } from 'react';

/**
 * Per device, like My albums' view: a way of reading figures, not something
 * the account owns, and it needs no server round trip nor a stored column.
 */
export const STATS_CURRENCY_KEY = 'surcos.stats.currency';

const isCurrency = (value: string | null | undefined): value is StatsCurrency =>
  (STATS_CURRENCIES as readonly string[]).includes(value ?? '');

/** The catalogue's currency for its language: euros in Spanish. */
function defaultCurrency(): StatsCurrency {
  const currency = texts.stats.defaultCurrency;
  return isCurrency(currency) ? currency : STATS_CURRENCIES[0];
}

function readCurrency(): StatsCurrency {
  try {
    const stored = globalThis.localStorage?.getItem(STATS_CURRENCY_KEY);
    return isCurrency(stored) ? stored : defaultCurrency();
  } catch {
    // Storage refused (private mode, a policy): the catalogue's default, every time.
    return defaultCurrency();
  }
}

/** The currency the value is read in, remembered on this device. */
export function useStatsCurrency(): [StatsCurrency, (currency: StatsCurrency) => void] {
  const [currency, setCurrencyState] = useState<StatsCurrency>(readCurrency);
  const setCurrency = (next: StatsCurrency) => {
    setCurrencyState(next);
    try {
      globalThis.localStorage?.setItem(STATS_CURRENCY_KEY, next);
    } catch {
      // Not remembered; it still applies now.
    }
  };
  return [currency, setCurrency];
}
