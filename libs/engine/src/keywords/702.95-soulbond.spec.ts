import { adjudicate, Answer } from '../adjudicate';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { GRIZZLY_BEARS, LIGHTNING_BOLT, MOUNTAIN, PLAINS, lands, perm } from '../testing/spell-cards';
import { choose, onField, passes, refusedAt } from '../testing/actions';

/** 702.95 soulbond, on real cards (Oracle text of the bundled catalog, reminder text included). */
const PALADIN = bundledCard('Silverblade Paladin'); // {1}{W}{W} 2/2; soulbond; paired: both have double strike
const SILVERHEART = bundledCard('Wolfir Silverheart'); // {3}{G}{G} 4/4; soulbond; paired: each gets +4/+4
const catalog = new InMemoryCatalog([PALADIN, SILVERHEART, GRIZZLY_BEARS, PLAINS, MOUNTAIN, LIGHTNING_BOLT]);
const answer = rulingsWith(catalog);

const paladin = perm('s', 'Silverblade Paladin', 'alice');
/** Grizzly Bears, alice's creature spell, on the stack about to resolve; `mine` on the battlefield. */
const bearsEntering = (mine: Record<string, unknown>[] = [paladin], caster = 'alice') =>
  board({ battlefield: mine, stack: [{ id: 'g', card: 'Grizzly Bears', controller: caster }] });
const abilitiesOf = (a: Answer, id: string) => onField(a, id)?.characteristics?.abilities ?? [];

/** Resolves the spell, then the soulbond trigger up to its "you may" (608.2d). */
function toTheChoice(state: Record<string, unknown>): Answer {
  const triggered = answer({ state, actions: passes(2) });
  return answer({ state: triggered.state, actions: passes(2) });
}

describe('702.95 soulbond', () => {
  it('is understood: two enters triggers with an intervening "if"; the paired line applies to both creatures', () => {
    for (const c of [PALADIN, SILVERHEART]) expect([c.name, compileCard(c).support]).toEqual([c.name, 'full']);
    const abilities = compileCard(PALADIN).abilities;
    expect(abilities.filter((a) => a.kind === 'triggered')).toHaveLength(2);
    expect(abilities).toContainEqual(
      expect.objectContaining({
        kind: 'static',
        effects: [{ kind: 'addKeyword', affected: { kind: 'paired' }, keyword: 'double strike' }],
      }),
    );
  });

  it("702.95a: Grizzly Bears enter under alice's control; she chooses to pair them with Silverblade Paladin: both have double strike", () => {
    const asked = toTheChoice(bearsEntering());
    expect(asked.decision).toMatchObject({ kind: 'chooseOptional', player: 'alice' });
    const paired = answer({ state: asked.state, action: choose(asked, ['yes']) });
    expect(paired.violations).toEqual([]);
    expect(onField(paired, 's')).toMatchObject({ pairedWith: 'g' });
    expect(onField(paired, 'g')).toMatchObject({ pairedWith: 's' });
    expect(abilitiesOf(paired, 's')).toContain('Double strike');
    expect(abilitiesOf(paired, 'g')).toContain('Double strike');
    expect(cited(paired)).toEqual(expect.arrayContaining(['608.2d', '702.95a']));
  });

  it('608.2d: she may decline: neither is paired, nobody has double strike', () => {
    const asked = toTheChoice(bearsEntering());
    const declined = answer({ state: asked.state, action: choose(asked, ['no']) });
    expect(onField(declined, 's')?.pairedWith).toBeUndefined();
    expect(onField(declined, 'g')?.pairedWith).toBeUndefined();
    expect(abilitiesOf(declined, 'g')).not.toContain('Double strike');
  });

  it("702.95a: a creature entering under bob's control does not trigger alice's soulbond", () => {
    const a = answer({ state: bearsEntering([paladin], 'bob'), actions: passes(2) });
    expect(a.state.stack ?? []).toEqual([]);
    expect(a.decision?.kind).not.toBe('chooseOptional');
  });

  it('603.4: a Paladin already paired does not trigger again when another creature enters', () => {
    const pairedBoard = [
      perm('s', 'Silverblade Paladin', 'alice', { pairedWith: 'w' }),
      perm('w', 'Wolfir Silverheart', 'alice', { pairedWith: 's' }),
    ];
    const a = answer({ state: bearsEntering(pairedBoard), actions: passes(2) });
    expect(a.state.stack ?? []).toEqual([]);
    expect(onField(a, 'g')?.pairedWith).toBeUndefined();
    // Wolfir Silverheart's +4/+4 reaches the Paladin (2/2) and itself (4/4), not the Bears.
    expect(onField(a, 's')?.characteristics).toMatchObject({ power: 6, toughness: 6 });
    expect(onField(a, 'w')?.characteristics).toMatchObject({ power: 8, toughness: 8 });
    expect(onField(a, 'g')?.characteristics).toMatchObject({ power: 2, toughness: 2 });
  });

  it('702.95a: Silverblade Paladin entering with one other unpaired creature pairs with it', () => {
    const state = board(
      { battlefield: [...lands('Plains', 'p', 3), perm('b', 'Grizzly Bears', 'alice')] },
      { hand: [{ id: 's', card: 'Silverblade Paladin' }] },
    );
    const resolved = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 's' }, ...passes(2), ...passes(2)] });
    expect(resolved.decision).toMatchObject({ kind: 'chooseOptional', player: 'alice' });
    const paired = answer({ state: resolved.state, action: choose(resolved, ['yes']) });
    expect(onField(paired, 's')).toMatchObject({ pairedWith: 'b' });
    expect(abilitiesOf(paired, 'b')).toContain('Double strike');
  });

  it('702.95a: with two other unpaired creatures, the "you may" is answered by naming the one to pair with', () => {
    const state = board(
      { battlefield: [...lands('Plains', 'p', 3), perm('b', 'Grizzly Bears', 'alice'), perm('c', 'Grizzly Bears', 'alice')] },
      { hand: [{ id: 's', card: 'Silverblade Paladin' }] },
    );
    const resolved = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 's' }, ...passes(2), ...passes(2)] });
    expect(resolved.decision).toMatchObject({ kind: 'chooseOptional', rule: '702.95a', options: ['b', 'c', 'no'] });
    const paired = answer({ state: resolved.state, action: choose(resolved, ['c']) });
    expect(paired.violations).toEqual([]);
    expect(onField(paired, 's')).toMatchObject({ pairedWith: 'c' });
    expect(onField(paired, 'b')?.pairedWith).toBeUndefined();
    expect(abilitiesOf(paired, 'c')).toContain('Double strike');
    expect(abilitiesOf(paired, 'b')).not.toContain('Double strike');
    // A plain "yes" does not say which one; an id that is not a candidate is not a choice either.
    for (const wrong of [['yes'], ['p1']]) {
      const refused = answer({ state: resolved.state, action: choose(resolved, wrong) });
      expect(refused.violations[0]).toMatchObject({ code: 'INVALID_CHOICE', rule: '702.95a' });
    }
    const declined = answer({ state: resolved.state, action: choose(resolved, ['no']) });
    expect(onField(declined, 's')?.pairedWith).toBeUndefined();
  });

  it('702.95e: the creature it is paired with dies: Silverblade Paladin is unpaired and loses double strike', () => {
    const state = board(
      {
        turn: { number: 3, active: 'alice', step: 'first-main', priority: 'bob' },
        battlefield: [
          perm('s', 'Silverblade Paladin', 'alice', { pairedWith: 'b' }),
          perm('b', 'Grizzly Bears', 'alice', { pairedWith: 's' }),
          perm('m', 'Mountain', 'bob'),
        ],
      },
      {},
      { hand: [{ id: 'l', card: 'Lightning Bolt' }] },
    );
    const before = answer({ state, actions: [] });
    expect(abilitiesOf(before, 's')).toContain('Double strike');
    const a = answer({ state, actions: [{ type: 'cast', player: 'bob', card: 'l', targets: ['b'] }, ...passes(2, 'bob', 'alice')] });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'b')).toBeUndefined();
    expect(onField(a, 's')?.pairedWith).toBeUndefined();
    expect(abilitiesOf(a, 's')).not.toContain('Double strike');
  });

  it('702.95b, 702.95d: a board pairing a creature with one that does not name it back is refused', () => {
    const state = board({
      battlefield: [perm('s', 'Silverblade Paladin', 'alice', { pairedWith: 'b' }), perm('b', 'Grizzly Bears', 'alice')],
    });
    expect(refusedAt(adjudicate({ state, actions: [] } as { state: unknown }, catalog), 'state.battlefield[0].pairedWith')).toBe(true);
    const bobs = board({
      battlefield: [perm('s', 'Silverblade Paladin', 'alice', { pairedWith: 'b' }), perm('b', 'Grizzly Bears', 'bob', { pairedWith: 's' })],
    });
    expect(refusedAt(adjudicate({ state: bobs, actions: [] } as { state: unknown }, catalog), 'state.battlefield[0].pairedWith')).toBe(
      true,
    );
  });
});
