import { KeywordPhrase } from '../cards/keyword-table';
import { CardDefinition } from '../cards/card';
import { compiled } from '../cards/compiled';
import { GameState } from '../state/types';
import { Message, msg } from '../trace/message';

/**
 * 702.125a: "Undaunted" means "This spell costs {1} less to cast for each opponent you have": a
 * static ability of the spell on the stack (a keyword the card has). 702.125c: each instance applies.
 */
export const UNDAUNTED: KeywordPhrase = {
  rule: '702.125a',
  abilities: (item) => (item === 'undaunted' ? [{ kind: 'keyword', keyword: 'undaunted', text: 'Undaunted' }] : null),
};

/**
 * 702.125a-c: the generic mana each instance of undaunted takes off the spell's cost: one for each
 * opponent of its caster (every other player: the engine has no teams, 102.3), not counting the
 * players who have left the game (702.125b, 800.4a).
 */
export function undauntedReductions(state: GameState, player: string, card: CardDefinition): { n: number; why: Message }[] {
  const instances = compiled(card).abilities.filter((a) => a.kind === 'keyword' && a.keyword === 'undaunted').length;
  if (instances === 0) return [];
  const n = state.players.filter((p) => p.id !== player && p.lost === null).length;
  return Array.from({ length: instances }, () => ({ n, why: msg('702.125-undaunted.why', { nValue: n }) }));
}
