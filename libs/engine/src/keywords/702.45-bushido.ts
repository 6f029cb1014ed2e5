import { KeywordPhrase, oneAbility } from '../cards/keyword-table';
import { Ability } from '../cards/ability';

/**
 * 702.45a: "Bushido N" means "Whenever this creature blocks or becomes blocked, it gets +N/+N
 * until end of turn." It triggers once as it blocks, even if it blocks several creatures (509.3a),
 * or once as it becomes blocked, however many creatures block it (509.3c); each instance triggers
 * separately (702.45b).
 */
export function bushidoAbility(line: string): Ability | null {
  const m = /^Bushido (\d+)$/.exec(line);
  if (!m) return null;
  const n = Number(m[1]);
  return {
    kind: 'triggered',
    trigger: { event: 'blocksOrBecomesBlocked', who: 'self' },
    condition: null,
    targets: [],
    effects: [{ kind: 'modifySourcePT', power: n, toughness: n, rule: '702.45a' }],
    text: line,
  };
}

/** 702.45a: the keyword's phrase in the card language (cards/keyword-table.ts). */
export const BUSHIDO: KeywordPhrase = { rule: '702.45a', line: oneAbility(bushidoAbility) };
