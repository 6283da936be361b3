import { formatMoney } from '@comptoir/domain';
import type { Figure } from '../lib/figures';
import { Duration } from './duration';

export function FigureValue({ kind, value, currency }: { kind: Figure['kind']; value: number; currency: string }) {
  if (kind === 'money') return <>{formatMoney(value, currency)}</>;
  if (kind === 'minutes') return <Duration minutes={value} />;
  return <>{value}</>;
}
