import type { Answer } from '../adjudicate';
import { compileCard } from '../cards/oracle-compiler';
import { bundledCard, bundledCatalog } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { choose, onField, passes } from '../testing/actions';
import { perm } from '../testing/spell-cards';

/**
 * 113.6m: an ability whose effect moves its card out of a zone works only in that zone. The Eidolons' "Whenever
 * you cast a multicolored spell, you may return CARDNAME from your graveyard to your hand." triggers from its
 * owner's graveyard (603.2, "you" is that owner), never from the battlefield; "you may" is chosen as it resolves
 * (608.2d). Real cards, with the Oracle text of the bundled catalog.
 */
const answer = rulingsWith(bundledCatalog());
const ids = (zone: unknown) => (zone as { id: string }[]).map((o) => o.id);
const EIDOLONS = ['Aurora Eidolon', 'Enigma Eidolon', 'Entropic Eidolon', 'Sandstorm Eidolon', 'Verdant Eidolon'];

/** Alice, the Eidolon `where` ('graveyard' or 'battlefield'), casts `spell` at bob with a Mountain and a Plains. */
function cast(spell: string, where: 'graveyard' | 'battlefield' = 'graveyard', caster = 'alice'): Answer {
  const eidolon = { id: 'e1', card: 'Aurora Eidolon' };
  const lands = [perm('m1', 'Mountain', caster), perm('p1', 'Plains', caster)];
  const state = board(
    {
      battlefield: [...lands, ...(where === 'battlefield' ? [perm('e1', 'Aurora Eidolon', 'alice')] : [])],
      turn: { number: 3, active: caster, step: 'first-main', priority: caster },
    },
    { ...(where === 'graveyard' ? { graveyard: [eidolon] } : {}), ...(caster === 'alice' ? { hand: [{ id: 'h1', card: spell }] } : {}) },
    caster === 'bob' ? { hand: [{ id: 'h1', card: spell }] } : {},
  );
  const target = caster === 'alice' ? 'bob' : 'alice';
  return answer({ state, action: { type: 'cast', player: caster, card: 'h1', targets: [target] } });
}

describe('113.6m: "Whenever you cast a multicolored spell, you may return CARDNAME from your graveyard to your hand."', () => {
  it.each(EIDOLONS)('%s is understood in full; the ability works from the graveyard', (name) => {
    const compiled = compileCard(bundledCard(name));
    expect(compiled).toMatchObject({ support: 'full', unsupported: [] });
    expect(compiled.abilities).toContainEqual(expect.objectContaining({ kind: 'triggered', fromGraveyard: true }));
  });

  it('603.2: alice casts Lightning Helix (red and white) with Aurora Eidolon in her graveyard: it triggers, above the Helix', () => {
    const a = cast('Lightning Helix');
    expect(a.violations).toEqual([]);
    expect(a.state.stack.map((s) => s.id)).toHaveLength(2);
    expect(a.state.stack[a.state.stack.length - 1]).toMatchObject({
      controller: 'alice',
      ability: expect.objectContaining({ source: 'e1' }),
    });
    expect(cited(a)).toEqual(expect.arrayContaining(['603.2', '603.3']));
    expect(ids(a.state.players[0].graveyard)).toEqual(['e1']);
  });

  it('608.2d: as the trigger resolves alice chooses to return it: Aurora Eidolon goes to her hand; the Helix then resolves', () => {
    const triggered = cast('Lightning Helix');
    const waiting = answer({ state: triggered.state, actions: passes(2) });
    expect(waiting.decision).toMatchObject({ player: 'alice' });
    const yes = answer({ state: waiting.state, actions: [choose(waiting, ['yes']), ...passes(2)] });
    expect(yes.violations).toEqual([]);
    expect(ids(yes.state.players[0].hand)).toEqual(['e1']);
    expect(ids(yes.state.players[0].graveyard)).toEqual(['h1']);
    expect(yes.state.players[1].life).toBe(17);
    expect(yes.state.players[0].life).toBe(23);
  });

  it('608.2d: she declines: the Eidolon stays in her graveyard', () => {
    const triggered = cast('Lightning Helix');
    const waiting = answer({ state: triggered.state, actions: passes(2) });
    const no = answer({ state: waiting.state, action: choose(waiting, ['no']) });
    expect(ids(no.state.players[0].graveyard)).toEqual(['e1']);
    expect(ids(no.state.players[0].hand)).toEqual([]);
  });

  it('a monocolored spell (Lightning Bolt) does not trigger it', () => {
    const a = cast('Lightning Bolt');
    expect(a.violations).toEqual([]);
    expect(a.state.stack.map((s) => s.id)).toEqual(['h1']);
  });

  it('"you": bob casting Lightning Helix does not trigger the Eidolon in alice\'s graveyard', () => {
    const a = cast('Lightning Helix', 'graveyard', 'bob');
    expect(a.violations).toEqual([]);
    expect(a.state.stack.map((s) => s.id)).toEqual(['h1']);
  });

  it('113.6m: on the battlefield it does not trigger (it works only in the graveyard)', () => {
    const a = cast('Lightning Helix', 'battlefield');
    expect(a.violations).toEqual([]);
    expect(a.state.stack.map((s) => s.id)).toEqual(['h1']);
    expect(onField(a, 'e1')).toBeDefined();
  });

  describe('with a payment: Masked Admirers ("Whenever you cast a creature spell, you may pay {G}{G}. If you do, return ...")', () => {
    const forests = (n: number) => Array.from({ length: n }, (_, i) => perm(`f${i}`, 'Forest', 'alice'));
    /** Alice casts Grizzly Bears with `n` Forests, Masked Admirers in her graveyard; the trigger resolves and asks her. */
    function asked(n: number): Answer {
      const state = board(
        { battlefield: forests(n) },
        { hand: [{ id: 'h1', card: 'Grizzly Bears' }], graveyard: [{ id: 'ma', card: 'Masked Admirers' }] },
      );
      const cast = answer({ state, action: { type: 'cast', player: 'alice', card: 'h1', payment: { tap: ['f0', 'f1'] } } });
      expect(cast.state.stack.map((s) => s.id)).toHaveLength(2);
      const waiting = answer({ state: cast.state, actions: passes(2) });
      expect(waiting.decision).toMatchObject({ player: 'alice' });
      return waiting;
    }

    it('is understood in full', () => {
      expect(compileCard(bundledCard('Masked Admirers'))).toMatchObject({ support: 'full', unsupported: [] });
    });

    it('608.2d: she pays {G}{G}: Masked Admirers returns to her hand', () => {
      const waiting = asked(4);
      const paid = answer({ state: waiting.state, action: choose(waiting, ['yes']) });
      expect(paid.violations).toEqual([]);
      expect(ids(paid.state.players[0].hand)).toEqual(['ma']);
      expect(['f2', 'f3'].every((id) => onField(paid, id)?.tapped)).toBe(true);
    });

    it('608.2d: with no Forest left untapped she cannot pay: "yes" is refused and the card stays in the graveyard', () => {
      const waiting = asked(2);
      const yes = answer({ state: waiting.state, action: choose(waiting, ['yes']) });
      expect(yes.legal).toBe(false);
      expect(ids(yes.state.players[0].graveyard)).toEqual(['ma']);
    });
  });
});
