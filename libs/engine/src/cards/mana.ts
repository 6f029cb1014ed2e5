/** Mana in a pool (106.4): counts by type. C is colorless. */
export interface ManaPool {
  W: number;
  U: number;
  B: number;
  R: number;
  G: number;
  C: number;
}

export const MANA_TYPES = ['W', 'U', 'B', 'R', 'G', 'C'] as const;
export type ManaType = (typeof MANA_TYPES)[number];

export const emptyPool = (): ManaPool => ({ W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 });

export function poolSize(pool: ManaPool): number {
  return pool.W + pool.U + pool.B + pool.R + pool.G + pool.C;
}

/** "{R}{R}{C}" -> {R: 2, C: 1}; null when a symbol is not a type of mana a pool can hold. */
export function parsePool(text: string): ManaPool | null {
  const pool = emptyPool();
  const rest = text.replace(/\{([WUBRGC])\}/gi, (_, symbol: string) => {
    pool[symbol.toUpperCase() as ManaType] += 1;
    return '';
  });
  return rest.trim() === '' ? pool : null;
}

export function formatPool(pool: ManaPool): string {
  let out = '';
  for (const type of MANA_TYPES) out += `{${type}}`.repeat(pool[type]);
  return out;
}
