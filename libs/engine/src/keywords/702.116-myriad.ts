import { KeywordPhrase, keywordTrigger } from '../cards/keyword-table';
import { Ctx } from '../context';
import { StackObject } from '../state/types';
import { msg } from '../trace/message';
import { Unsupported } from '../unsupported';

/**
 * 702.116a: "Myriad" means "Whenever this creature attacks, for each opponent other than defending player, you may
 * create a token that's a copy of this creature that's tapped and attacking that player or a planeswalker they
 * control. If one or more tokens are created this way, exile the tokens at end of combat." Written in the language:
 * an attack trigger (508.1m) whose instruction is the copies. 702.116b: each instance triggers separately.
 */
export const MYRIAD: KeywordPhrase = {
  rule: '702.116a',
  abilities(item) {
    if (item !== 'myriad') return null;
    return [keywordTrigger({ event: 'attacks', who: 'self' }, [{ kind: 'myriadCopies' }], 'Myriad', '702.116a')];
  },
};

/**
 * 702.116a: the opponents of the trigger's controller other than the defending player (506.2: the player the
 * creature attacks, or the controller of the planeswalker or battle it attacks). The engine plays two-player games
 * (state/parse.ts), so there is none: no token is created, no delayed trigger either. Several of them would need the
 * copies (707.2, 508.4): refused rather than guessed.
 */
export function resolveMyriad(ctx: Ctx, spell: StackObject, name: string): void {
  const state = ctx.state;
  const attacker = state.combat?.attackers.find((a) => a.id === spell.ability?.source);
  const attacked = attacker?.attacking;
  const defending =
    state.players.find((p) => p.id === attacked)?.id ?? state.battlefield.find((o) => o.id === attacked)?.controller ?? null;
  const others = state.players.filter((p) => p.id !== spell.controller && p.lost === null && p.id !== defending);
  if (others.length > 0)
    throw new Unsupported('UNSUPPORTED_RESOLUTION', msg('702.116-myriad.UNSUPPORTED', { name, count: others.length }), '702.116a');
  ctx.trace.cite(
    '702.116a',
    'myriad',
    msg('702.116-myriad.noOpponent', { name, defending: defending ?? '-' }),
    spell.ability?.source ? [spell.ability.source] : [],
  );
}
