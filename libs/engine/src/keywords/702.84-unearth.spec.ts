import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { legalActionsFor } from '../legal-actions';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { ids, lands, perm } from '../testing/spell-cards';
import { onField, passes } from '../testing/actions';
import { Answer } from '../adjudicate';
import { attack } from '../testing/combat-cards';
import { UNEARTH_EXILE } from './702.84-unearth';

/** 702.84 unearth, on real cards (current Oracle text, from the bundled catalog). */
const ZOMBIE = bundledCard('Dregscape Zombie'); // {1}{B} 2/1; Unearth {B}
const HELLSPARK = bundledCard('Hellspark Elemental'); // 3/1 trample, haste; end step: sacrifice it; Unearth {1}{R}
const DEVIL = bundledCard('Scourge Devil'); // enters: creatures you control get +1/+0; Unearth {2}{R}
const OTHERS = ['Grizzly Bears', 'Swamp', 'Mountain', 'Island', 'Unsummon', 'Shock'].map(bundledCard);
const catalog = new InMemoryCatalog([ZOMBIE, HELLSPARK, DEVIL, ...OTHERS]);
const answer = rulingsWith(catalog);
const unearth = (source: string, player = 'alice') => ({ type: 'activate', player, source, ability: 0 });

/** Passes until the end step has a trigger on the stack (or `limit` passes). */
function toEndStepTrigger(a: Answer): Answer {
  for (let i = 0; i < 12 && !(a.state.turn.step === 'end' && (a.state.stack ?? []).length > 0); i++)
    a = answer({
      state: a.state,
      action: a.decision?.kind === 'declareAttackers' ? attack() : passes(1, a.state.turn.priority ?? 'alice')[0],
    });
  return a;
}

describe('702.84 unearth', () => {
  it('is understood: an activated ability that works from the graveyard, as a sorcery', () => {
    for (const c of [ZOMBIE, HELLSPARK, DEVIL]) expect([c.name, compileCard(c).support]).toEqual([c.name, 'full']);
    expect(compileCard(ZOMBIE).abilities).toEqual([
      {
        kind: 'activated',
        cost: { tap: false, mana: '{B}' },
        targets: [],
        effects: [{ kind: 'unearth' }],
        sorcerySpeed: true,
        text: 'Unearth {B}',
        fromGraveyard: true,
      },
    ]);
  });

  it('702.84a: Dregscape Zombie returns for {B} with haste, attacks, and is exiled at the beginning of the end step', () => {
    const state = board({ battlefield: lands('Swamp', 's', 1) }, { graveyard: [{ id: 'z', card: 'Dregscape Zombie' }] });
    const activated = answer({ state, action: unearth('z') });
    expect(activated.legal).toBe(true);
    expect(cited(activated)).toContain('602.2a');
    const back = answer({ state: activated.state, actions: passes(2) });
    expect(onField(back, 'z')).toMatchObject({ unearthed: true, summoningSick: true });
    expect(back.state.players[0].graveyard ?? []).toHaveLength(0);
    expect(back.state.delayed).toEqual([
      { id: expect.any(String), source: 'z', controller: 'alice', when: 'next-end-step', effect: UNEARTH_EXILE },
    ]);
    expect(cited(back)).toEqual(expect.arrayContaining(['702.84a', '603.7e']));
    // It gained haste: summoning sick, it may still attack (302.6, 702.10b).
    const asked = answer({ state: back.state, actions: passes(4) });
    expect(asked.decision).toMatchObject({ kind: 'declareAttackers', options: ['z'] });
    const end = toEndStepTrigger(answer({ state: asked.state, action: attack('z') }));
    expect(end.state.players[1].life).toBe(18);
    expect(end.state.turn.step).toBe('end');
    const gone = answer({ state: end.state, actions: passes(2) });
    expect(onField(gone, 'z')).toBeUndefined();
    expect(ids(gone.state.exile)).toEqual(['z']);
    expect(gone.state.exile[0]).toMatchObject({ id: 'z', card: 'Dregscape Zombie' });
    expect(cited(gone)).toContain('702.84a');
  });

  it("702.84a: returned to its owner's hand by Unsummon, an unearthed permanent is exiled instead", () => {
    const state = board(
      {
        battlefield: [perm('z', 'Dregscape Zombie', 'alice', { unearthed: true, summoningSick: true }), ...lands('Island', 'i', 1, 'bob')],
      },
      {},
      { hand: [{ id: 'u', card: 'Unsummon' }] },
    );
    const bob = { ...state, turn: { number: 3, active: 'alice', step: 'first-main', priority: 'bob' } };
    const done = answer({
      state: bob,
      actions: [{ type: 'cast', player: 'bob', card: 'u', targets: ['z'] }, ...passes(2, 'bob', 'alice')],
    });
    expect([done.legal, done.violations]).toEqual([true, []]);
    expect(onField(done, 'z')).toBeUndefined();
    expect(done.state.players[0].hand ?? []).toHaveLength(0);
    expect(ids(done.state.exile)).toEqual(['z']);
    expect(cited(done)).toContain('702.84a');
  });

  it('702.84a, 614.6: dealt lethal damage, it is exiled instead of dying; a permanent not unearthed dies as usual', () => {
    const state = board(
      {
        battlefield: [
          perm('z', 'Dregscape Zombie', 'alice', { unearthed: true }),
          perm('g', 'Dregscape Zombie', 'alice'),
          ...lands('Mountain', 'm', 2, 'bob'),
        ],
        turn: { number: 3, active: 'alice', step: 'first-main', priority: 'bob' },
      },
      {},
      {
        hand: [
          { id: 's1', card: 'Shock' },
          { id: 's2', card: 'Shock' },
        ],
      },
    );
    const done = answer({
      state,
      actions: [
        { type: 'cast', player: 'bob', card: 's1', targets: ['z'] },
        ...passes(2, 'bob', 'alice'),
        ...passes(1),
        { type: 'cast', player: 'bob', card: 's2', targets: ['g'] },
        ...passes(2, 'bob', 'alice'),
      ],
    });
    expect(done.violations).toEqual([]);
    expect(cited(done)).toContain('614.6');
    expect(ids(done.state.exile)).toEqual(['z']);
    expect(ids(done.state.players[0].graveyard)).toEqual(['g']);
  });

  it('Hellspark Elemental: its own end-step sacrifice exiles it (702.84a replacement); the unearth trigger then finds nothing (400.7)', () => {
    const state = board({ battlefield: lands('Mountain', 'm', 2) }, { graveyard: [{ id: 'h', card: 'Hellspark Elemental' }] });
    const back = answer({ state, actions: [unearth('h'), ...passes(2)] });
    expect(onField(back, 'h')).toMatchObject({ unearthed: true });
    let a = toEndStepTrigger(back);
    // Two triggers at the beginning of the end step (its sacrifice and unearth's exile): alice orders them if asked.
    for (let i = 0; i < 8 && (a.state.stack ?? []).length + (a.decision ? 1 : 0) > 0; i++) {
      if (a.decision?.kind === 'orderTriggers')
        a = answer({ state: a.state, action: { type: 'choose', player: 'alice', decision: a.decision.id, choice: a.decision.options } });
      else if (a.state.turn.priority) a = answer({ state: a.state, action: passes(1, a.state.turn.priority)[0] });
    }
    expect(onField(a, 'h')).toBeUndefined();
    expect(ids(a.state.exile)).toEqual(['h']);
    expect(a.state.players[0].graveyard ?? []).toHaveLength(0);
  });

  it('Scourge Devil: it enters, so its enters trigger works (creatures alice controls get +1/+0)', () => {
    const state = board(
      { battlefield: [perm('b', 'Grizzly Bears', 'alice'), ...lands('Mountain', 'm', 3)] },
      { graveyard: [{ id: 'd', card: 'Scourge Devil' }] },
    );
    const back = answer({ state, actions: [unearth('d'), ...passes(2), ...passes(2)] });
    expect(onField(back, 'd')).toMatchObject({ unearthed: true });
    expect(onField(back, 'b')?.characteristics).toMatchObject({ power: 3 });
  });

  it('602.5d, 113.6m, 601.2h: not at instant speed, not from the battlefield, not without the mana; legal actions list it', () => {
    const inGraveyard = { graveyard: [{ id: 'z', card: 'Dregscape Zombie' }] };
    const theirTurn = board(
      { battlefield: lands('Swamp', 's', 1), turn: { number: 3, active: 'bob', step: 'first-main', priority: 'alice' } },
      inGraveyard,
    );
    expect(answer({ state: theirTurn, action: unearth('z') }).violations[0]).toMatchObject({ code: 'SORCERY_SPEED', rule: '602.5d' });
    const onBoard = board({ battlefield: [perm('z', 'Dregscape Zombie', 'alice'), ...lands('Swamp', 's', 1)] });
    expect(answer({ state: onBoard, action: unearth('z') }).violations[0]).toMatchObject({ code: 'NOT_FROM_THIS_ZONE', rule: '113.6m' });
    const noMana = board({ battlefield: lands('Mountain', 'm', 1) }, inGraveyard);
    const unpaid = answer({ state: noMana, action: unearth('z') });
    expect(unpaid.legal).toBe(false);
    expect(unpaid.violations[0].rule).toBe('601.2h');
    const ok = board({ battlefield: lands('Swamp', 's', 1) }, inGraveyard);
    const listed = legalActionsFor(ok, catalog);
    expect(listed.ok && listed.value.actions.map((a) => a.action)).toContainEqual(unearth('z'));
  });

  it('400.7: a board whose delayed trigger names a permanent that is not unearthed exiles nothing', () => {
    const state = board({
      turn: { number: 3, active: 'alice', step: 'second-main', priority: 'alice' },
      battlefield: [perm('z', 'Dregscape Zombie', 'alice')],
      delayed: [{ id: 'd', source: 'z', controller: 'alice', when: 'next-end-step', effect: UNEARTH_EXILE }],
    });
    const end = toEndStepTrigger(answer({ state, actions: passes(2) }));
    const done = answer({ state: end.state, actions: passes(2) });
    expect(onField(done, 'z')).toBeDefined();
    expect(cited(done)).toContain('400.7');
  });
});
