import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { legalActionsFor } from '../legal-actions';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { GRIZZLY_BEARS, MOUNTAIN, SWAMP, ids, lands, perm } from '../testing/spell-cards';
import { onField, passes } from '../testing/actions';
import { attack } from '../testing/combat-cards';
import { DASH_RETURN } from './alternative-costs';

/** 702.109 dash, on real cards (current Oracle text, from the bundled catalog). */
const SCOUT = bundledCard('Mardu Scout'); // {R}{R} 3/1; Dash {1}{R}
const SHADOWSPEAR = bundledCard('Mardu Shadowspear'); // {B} 1/1; attacks: each opponent loses 1 life; Dash {1}{B}
const catalog = new InMemoryCatalog([SCOUT, SHADOWSPEAR, GRIZZLY_BEARS, MOUNTAIN, SWAMP]);
const answer = rulingsWith(catalog);

const dash = (card: string) => ({ type: 'cast', player: 'alice', card, alternativeCost: 'dash' });
/** From alice's first main phase with an empty stack to her declare attackers step. */
const TO_ATTACKERS = passes(4);

describe('702.109 dash', () => {
  it('is understood: an alternative cost; the return is a delayed trigger, the haste read on the permanent', () => {
    for (const c of [SCOUT, SHADOWSPEAR]) expect([c.name, compileCard(c).support]).toEqual([c.name, 'full']);
    expect(compileCard(SCOUT).abilities).toEqual([{ kind: 'alternativeCost', keyword: 'dash', cost: '{1}{R}', text: 'Dash {1}{R}' }]);
  });

  it("702.109a: Mardu Scout dashed for {1}{R} has haste, attacks, and returns to its owner's hand at the beginning of the end step", () => {
    const state = board({ battlefield: lands('Mountain', 'r', 2) }, { hand: [{ id: 'm', card: 'Mardu Scout' }] });
    const cast = answer({ state, actions: [dash('m'), ...passes(2)] });
    expect(cast.legal).toBe(true);
    expect(onField(cast, 'm')).toMatchObject({ alternativeCost: 'dash', summoningSick: true });
    expect(cast.trace.find((t) => t.rule === '601.2f')?.text).toContain('the dash cost {1}{R}');
    expect(cast.state.delayed).toEqual([{ id: 'm.delayed', source: 'm', controller: 'alice', when: 'next-end-step', effect: DASH_RETURN }]);
    expect(cited(cast)).toContain('603.7d');
    const asked = answer({ state: cast.state, actions: TO_ATTACKERS });
    expect(asked.decision).toMatchObject({ kind: 'declareAttackers', options: ['m'] });
    const attacked = answer({ state: asked.state, actions: [attack('m'), ...passes(2), ...passes(2), ...passes(2)] });
    expect(attacked.state.players[1].life).toBe(17);
    // On to the end step: the delayed ability triggers and resolves.
    let a = attacked;
    for (let i = 0; i < 6 && !(a.state.turn.step === 'end' && a.state.stack.length > 0); i++)
      a = answer({ state: a.state, action: passes(1, a.state.turn.priority ?? 'alice')[0] });
    expect(a.state.turn.step).toBe('end');
    const back = answer({ state: a.state, actions: passes(2) });
    expect(onField(back, 'm')).toBeUndefined();
    expect(ids(back.state.players[0].hand)).toEqual(['m']);
    expect(back.state.players[0].hand).toEqual([{ id: 'm', card: 'Mardu Scout' }]);
    expect(cited(back)).toContain('702.109a');
  });

  it('302.6: Mardu Scout cast for its mana cost has no haste: it cannot attack this turn, and nothing returns it', () => {
    const state = board(
      { battlefield: [...lands('Mountain', 'r', 2), perm('b', 'Grizzly Bears', 'alice')] },
      { hand: [{ id: 'm', card: 'Mardu Scout' }] },
    );
    const cast = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'm' }, ...passes(2)] });
    expect(cast.state.delayed ?? []).toEqual([]);
    const asked = answer({ state: cast.state, actions: TO_ATTACKERS });
    expect(asked.decision).toMatchObject({ kind: 'declareAttackers', options: ['b'] });
    const refused = answer({ state: asked.state, action: attack('m') });
    expect(refused.legal).toBe(false);
    expect(refused.violations[0]).toMatchObject({ rule: '302.6' });
  });

  it('400.7: a board whose Scout is no longer the dashed permanent (it left and came back): the delayed ability returns nothing', () => {
    const state = board({
      turn: { number: 3, active: 'alice', step: 'second-main', priority: 'alice' },
      battlefield: [perm('m', 'Mardu Scout', 'alice', { summoningSick: true })],
      delayed: [{ id: 'd', source: 'm', controller: 'alice', when: 'next-end-step', effect: DASH_RETURN }],
    });
    const end = answer({ state, actions: [...passes(2), ...passes(2)] });
    expect(end.state.turn.step).toBe('end');
    expect(onField(end, 'm')).toBeDefined();
    expect(cited(end)).toContain('400.7');
  });

  it('a board in: a dashed Shadowspear has haste (it attacks the turn it came), and its attack trigger works', () => {
    const state = board({
      battlefield: [perm('s', 'Mardu Shadowspear', 'alice', { summoningSick: true, alternativeCost: 'dash' })],
    });
    const asked = answer({ state, actions: TO_ATTACKERS });
    expect(asked.decision).toMatchObject({ kind: 'declareAttackers', options: ['s'] });
    const attacked = answer({ state: asked.state, actions: [attack('s'), ...passes(2)] });
    expect(attacked.state.players[1].life).toBe(19);
  });

  it('118.9: a card without dash is not cast for a dash cost; legal actions list the dash cast', () => {
    const state = board(
      { battlefield: lands('Mountain', 'r', 2) },
      {
        hand: [
          { id: 'g', card: 'Grizzly Bears' },
          { id: 'm', card: 'Mardu Scout' },
        ],
      },
    );
    expect(answer({ state, action: dash('g') }).violations[0]).toMatchObject({ code: 'NO_SUCH_ALTERNATIVE_COST', rule: '118.9' });
    const listed = legalActionsFor(state, catalog);
    expect(listed.ok && listed.value.actions.map((a) => a.action)).toContainEqual(dash('m'));
  });
});
